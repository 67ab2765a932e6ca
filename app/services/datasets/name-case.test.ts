import { describe, expect, it } from "vitest";
import { uploadPlanSchema } from "~/schemas/upload-plan";
import { searchKey } from "~/utils/search-key";
import { capitalizeFirst, lowerCaseNames } from "./name-case";
import { planFromCsv } from "./upload-source";
import { checkUploadPlan } from "./versions.server";

/** The start of the Natural History Museum's dinosaur list, names as it writes them. */
const DINOSAURS = [
  "name,diet,period,lived_in",
  "aardonyx,herbivorous,Early Jurassic,South Africa",
  "abelisaurus,carnivorous,Late Cretaceous,Argentina",
  "achelousaurus,herbivorous,Late Cretaceous,USA",
  "achillobator,carnivorous,Late Cretaceous,Mongolia",
  "acrocanthosaurus,carnivorous,Early Cretaceous,USA",
  "aegyptosaurus,herbivorous,Late Cretaceous,Egypt",
  "afrovenator,carnivorous,Early Cretaceous,Niger",
  "agilisaurus,herbivorous,Mid Jurassic,China",
].join("\n");

const namesOf = (text: string, choices = {}) => {
  const upload = planFromCsv(text, "", {}, choices);
  return { upload, names: checkUploadPlan(upload).entries.map((entry) => entry.name) };
};

describe("names all in lower case", () => {
  it("are proposed with a capital first letter, said in the preview's notes and the plan", () => {
    const { upload, names } = namesOf(DINOSAURS);
    expect(names.slice(0, 3)).toEqual(["Aardonyx", "Abelisaurus", "Achelousaurus"]);
    expect(upload.table.nameCase).toEqual({
      lower: 8,
      total: 8,
      example: { from: "aardonyx", to: "Aardonyx" },
      on: true,
    });
    expect(upload.outcome.plan.capitalize_names).toBe(true);
  });

  it("stay as written when the author turns it off", () => {
    const plan = uploadPlanSchema.parse({ capitalize_names: false });
    const { upload, names } = namesOf(DINOSAURS, { plan });
    expect(names[0]).toBe("aardonyx");
    expect(upload.table.nameCase?.on).toBe(false);
    expect(upload.outcome.plan.capitalize_names).toBe(false);
  });

  it("are still found typed in lower case", () => {
    expect(searchKey("aardonyx")).toBe(searchKey("Aardonyx"));
  });

  it("are not proposed when the table mixes cases as brands do", () => {
    const brands = [
      "name,kind",
      "iPhone,phone",
      "eBay,shop",
      "Apple,company",
      "Google,company",
      "Nokia,phone",
    ];
    const { upload, names } = namesOf(brands.join("\n"));
    expect(upload.table.nameCase).toBeUndefined();
    expect(names).toEqual(["iPhone", "eBay", "Apple", "Google", "Nokia"]);
  });

  it("keep a name that has a capital anywhere, and names without case", () => {
    expect(capitalizeFirst("t. rex")).toBe("T. rex");
    expect(capitalizeFirst("ánades")).toBe("Ánades");
    expect(lowerCaseNames(["北京", "上海", "广州", "深圳", "武汉"])).toBeNull();
  });
});
