import { countries } from "../seed-data/countries";
import { elements } from "../seed-data/elements";
import { solarSystem } from "../seed-data/solar-system";
import type { SeedDataset } from "./types";

/** Every demo dataset, in the order they are created. */
export const seedDatasets: SeedDataset[] = [elements, countries, solarSystem];
