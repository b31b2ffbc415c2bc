import type { ESLint, Rule } from "eslint";

export declare const noImportCycle: Rule.RuleModule;
declare const plugin: ESLint.Plugin;
export default plugin;
export declare function resolve(from: string, specifier: string): string | undefined;
