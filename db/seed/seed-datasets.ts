import { chinaProvinces } from "../seed-data/china-provinces";
import { countries } from "../seed-data/countries";
import { elements } from "../seed-data/elements";
import { painters } from "../seed-data/painters";
import { solarSystem } from "../seed-data/solar-system";
import type { SeedDataset } from "./types";

/** Every demo dataset, in the order they are created. */
export const seedDatasets: SeedDataset[] = [elements, countries, solarSystem, chinaProvinces, painters];
