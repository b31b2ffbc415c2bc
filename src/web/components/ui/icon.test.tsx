import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
// React's own renderer, as the build uses it; not our server code, which the lint rule is about.
// eslint-disable-next-line no-restricted-imports
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { lucideSvgAttributes, spriteFile } from "../../../../scripts/write-icon-sprite.ts";
import { iconSpriteId } from "#shared/page-shell.ts";
import { Icon } from "./icon.tsx";
import { brandIcons, lucideIconNames } from "./icon-set.ts";

const allNames = [...lucideIconNames, ...Object.keys(brandIcons)];

const attributesOf = (tag: string) => Object.fromEntries([...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, key, value]) => [key, value]));

describe("Icon", () => {
  it("renders the <svg> lucide-react renders, drawn from the sprite in the page", () => {
    const markup = renderToStaticMarkup(<Icon name="arrow-right" className="size-4" />);
    const [, svgTag = "", body] = /^<svg([^>]*)>(.*)<\/svg>$/.exec(markup) ?? [];
    const { class: className, ...attributes } = attributesOf(svgTag);
    expect(attributes).toEqual(lucideSvgAttributes);
    expect(className).toBe("size-4");
    expect(body).toBe('<use href="#icon-arrow-right"></use>');
  });

  it("draws thicker lines when asked, as the check mark of a checkbox is", () => {
    expect(renderToStaticMarkup(<Icon name="check" strokeWidth={3} />)).toContain('stroke-width="3"');
  });
});

describe("the icon sprite", () => {
  it("has one symbol for every icon of the set, with the id <Icon> uses, each with something drawn in it", () => {
    const sprite = readFileSync(spriteFile, "utf8");
    const symbols = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g)];
    expect(symbols.map(([, id]) => id).sort()).toEqual(allNames.map((name) => `icon-${name}`).sort());
    for (const [, id, body] of symbols) expect(body, id).toMatch(/^<(path|circle|rect|line|polyline|polygon|ellipse) /);
  });

  it("is one hidden <svg> with the id the pages' finishing step looks for", () => {
    const sprite = readFileSync(spriteFile, "utf8");
    expect(sprite).toMatch(new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" id="${iconSpriteId}" hidden="">\\n[\\s\\S]*\\n</svg>$`));
    expect(sprite.match(/<svg/g)).toHaveLength(1);
  });

  it("holds only icons the site shows, so no page downloads a drawing it never uses", () => {
    const sources: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const file = path.join(dir, name);
        if (statSync(file).isDirectory()) walk(file);
        else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$|icon-set\.ts$/.test(name)) sources.push(readFileSync(file, "utf8"));
      }
    };
    // The site's own parts and the features' (their public parts sit in src/features/*/ui).
    walk(path.resolve("src/web"));
    walk(path.resolve("src/features"));
    const code = sources.join("\n");
    const unused = allNames.filter((name) => !new RegExp(`(?:name=|icon[:=]\\s*)"${name}"`).test(code));
    expect(unused, "remove them from icon-set.ts").toEqual([]);
  });
});
