import { formatNumber } from "./club-time.ts";

/**
 * English messages (the spec's validation and error texts, which the server and the shared zod
 * schemas keep as they are) with their Bangla, keyed by the English text as gettext keys
 * by its source text. A key may hold `{name}` placeholders for the parts that vary ("{label} must be at
 * most {max} characters"); the Bangla repeats them, numbers among them come back in Bangla digits and
 * a part the dictionary itself has (a field's label) in its Bangla.
 */
export type MessageDictionary = Readonly<Record<string, string>>;

const compiled = new WeakMap<MessageDictionary, [RegExp, string[], string][]>();

function patternsOf(dictionary: MessageDictionary): [RegExp, string[], string][] {
  let patterns = compiled.get(dictionary);
  if (!patterns) {
    patterns = Object.entries(dictionary)
      .filter(([english]) => english.includes("{"))
      .map(([english, bangla]) => {
        const names: string[] = [];
        const source = english
          .split(/(\{\w+\})/)
          .map((part) => {
            const name = /^\{(\w+)\}$/.exec(part)?.[1];
            if (name === undefined) return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
            names.push(name);
            return "(.+?)";
          })
          .join("");
        return [new RegExp(`^${source}$`), names, bangla];
      });
    compiled.set(dictionary, patterns);
  }
  return patterns;
}

/** `message` in Bangla when the dictionary has it, else as it is; without a dictionary (English pages) always as it is. */
export function messageIn(dictionary: MessageDictionary | undefined, message: string): string {
  if (!dictionary) return message;
  const exact = dictionary[message];
  if (exact !== undefined) return exact;
  for (const [pattern, names, bangla] of patternsOf(dictionary)) {
    const match = pattern.exec(message);
    if (!match) continue;
    return names.reduce((text, name, i) => {
      const value = match[i + 1] ?? "";
      return text.replaceAll(`{${name}}`, /^\d+$/.test(value) ? formatNumber(Number(value), "bn") : (dictionary[value] ?? value));
    }, bangla);
  }
  return message;
}
