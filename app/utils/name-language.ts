const HAN = /\p{Script=Han}/u;

/** The language a name is written in, by its script: Han characters are Chinese, others English. */
export function nameLanguage(name: string): "zh-CN" | "en-US" {
  return HAN.test(name) ? "zh-CN" : "en-US";
}
