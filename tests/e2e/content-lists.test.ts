import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { launchBrowser, openPage } from "./support/browser.ts";
import { externalLinks } from "./support/links.ts";

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function api<T>(path: string): Promise<T> {
  return (await fetch(baseUrl + path)).json() as Promise<T>;
}

it("Projects shows the active projects newest first, with Demo and Repository only where set, in a new tab", async () => {
  const projects = await api<{ title: string; createdAt: string; demoUrl: string | null; repoUrl: string | null }[]>("/api/projects");
  const created = projects.map((p) => Date.parse(p.createdAt));
  expect(created).toEqual([...created].sort((a, b) => b - a));
  expect(projects.map((p) => p.title)).not.toContain("Hydroponic Tower for the Biology Lab"); // inactive

  const { page, context, errors } = await openPage(browser);
  try {
    await page.goto(`${baseUrl}/projects`);
    const titles = page.locator("main article h2");
    await titles.first().waitFor();
    expect(await titles.allTextContents()).toEqual(projects.map((p) => p.title));
    for (const project of projects) {
      const card = page.locator("main article").filter({ has: page.getByRole("heading", { name: project.title, exact: true }) });
      const demo = card.getByRole("link", { name: /^Demo/ });
      const repo = card.getByRole("link", { name: /^Repository/ });
      expect(await demo.count()).toBe(project.demoUrl ? 1 : 0);
      expect(await repo.count()).toBe(project.repoUrl ? 1 : 0);
      if (project.demoUrl) expect(await demo.getAttribute("href")).toBe(project.demoUrl);
      if (project.repoUrl) expect(await repo.getAttribute("href")).toBe(project.repoUrl);
    }
    const links = await externalLinks(page);
    expect(links.length).toBe(projects.filter((p) => p.demoUrl).length + projects.filter((p) => p.repoUrl).length);
    for (const link of links) expect(link, String(link.href)).toMatchObject({ target: "_blank", rel: "noopener noreferrer" });
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

it("Publications shows the newest year first, each with its coloured type badge and links in a new tab", async () => {
  const { page, context, errors } = await openPage(browser);
  try {
    await page.goto(`${baseUrl}/publications`);
    const cards = page.locator("main article");
    await cards.first().waitFor();
    const shown = await cards.evaluateAll((list) =>
      list.map((card) => {
        const badge = card.querySelector("[data-tone]") as HTMLElement;
        // Paint the badge's background on a canvas to read it as RGB, whatever colour syntax the CSS uses.
        const ctx = document.createElement("canvas").getContext("2d") as CanvasRenderingContext2D;
        ctx.fillStyle = getComputedStyle(badge).backgroundColor;
        ctx.fillRect(0, 0, 1, 1);
        const [r, g, b] = ctx.getImageData(0, 0, 1, 1).data;
        return [card.querySelector("h2")?.textContent, badge.textContent, [r, g, b]] as const;
      }),
    );
    const hue = ([r, g, b]: readonly (number | undefined)[]) => {
      const [red, green, blue] = [r ?? 0, g ?? 0, b ?? 0];
      if (Math.max(red, green, blue) - Math.min(red, green, blue) < 12) return "grey";
      if (blue > red && blue > green) return red > green ? "purple" : "blue";
      return green > red && green > blue ? "green" : "other";
    };
    expect(shown.map(([title, label, color]) => [title, label, hue(color)])).toEqual([
      // Two from 2026: same year, so by title.
      ["Distribution of Aedes Mosquito Larvae in Stagnant Water Around Tejgaon", "Journal Article", "green"],
      ["Teaching Feedback Control with a Low-Cost Line-Following Robot", "Conference Paper", "purple"],
      ["Seasonal Variation of PM2.5 in Tejgaon Industrial Area Measured with Low-Cost Sensors", "Research Paper", "blue"],
      ["Heavy Metal Concentration in Buriganga River Water: A Student Field Study", "Journal Article", "green"],
      ["Solar Still Desalination for Coastal Households", "Poster", "grey"],
      ["Antibacterial Activity of Neem Leaf Extract Against Common Household Bacteria", "Research Paper", "blue"],
      ["Why the Night Sky over Dhaka Looks Orange", "Magazine Article", "grey"], // no year: last
    ]);
    const river = cards.filter({ hasText: "Buriganga River Water" });
    expect(await river.getByRole("link", { name: /^DOI/ }).getAttribute("href")).toBe("https://doi.org/10.5555/bjys.2024.0117");
    expect(await river.getByRole("link", { name: /^PDF/ }).count()).toBe(1);
    expect(await cards.filter({ hasText: "Night Sky over Dhaka" }).getByRole("link").count()).toBe(0);
    const abstract = river.locator("p.line-clamp-4");
    expect(await abstract.evaluate((p) => getComputedStyle(p).webkitLineClamp)).toBe("4");
    for (const link of await externalLinks(page)) {
      expect(link, String(link.href)).toMatchObject({ target: "_blank", rel: "noopener noreferrer" });
    }
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

it("Club Partners shows active partners by display order, optional fields only when set, bio cut to three lines", async () => {
  const { page, context, errors } = await openPage(browser);
  try {
    await page.goto(`${baseUrl}/leaderboard/club-partner`);
    const cards = page.locator("main article");
    await cards.first().waitFor();
    expect(await page.locator("main article h2").allTextContents()).toEqual([
      "Dr. Farzana Rahman",
      "Shafiqul Islam",
      "Dhaka Youth Science Network",
      "Nazmul Huda",
      "Tahsin Ahmed",
    ]);
    // Nazmul has no image and no web links: only his e-mail.
    const nazmul = cards.filter({ hasText: "Nazmul Huda" });
    expect(await nazmul.locator("img").count()).toBe(0);
    expect(await nazmul.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual([
      "mailto:nazmul.huda@example.org",
    ]);
    const farzana = cards.filter({ hasText: "Dr. Farzana Rahman" });
    expect(await farzana.getByRole("link", { name: "Dr. Farzana Rahman on Website" }).getAttribute("href")).toBe("https://byaf.example.org");
    const bio = farzana.locator("p.line-clamp-3");
    const { lineClamp, height, lineHeight } = await bio.evaluate((p) => ({
      lineClamp: getComputedStyle(p).webkitLineClamp,
      height: p.getBoundingClientRect().height,
      lineHeight: parseFloat(getComputedStyle(p).lineHeight),
    }));
    expect(lineClamp).toBe("3");
    expect(height).toBeLessThanOrEqual(lineHeight * 3 + 1);
    for (const link of await externalLinks(page)) {
      expect(link, String(link.href)).toMatchObject({ target: "_blank", rel: "noopener noreferrer" });
    }
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

it("the Campus Ambassador Leaderboard is a table by points, with gold, silver and bronze medals on the top three", async () => {
  const ambassadors = await api<{ caNumber: string; name: string; points: number }[]>("/api/campus-ambassadors");
  const points = ambassadors.map((a) => a.points);
  expect(points).toEqual([...points].sort((a, b) => b - a));

  const { page, context, errors } = await openPage(browser);
  try {
    await page.goto(`${baseUrl}/leaderboard/campus-ambassador`);
    const table = page.getByRole("table");
    await table.waitFor();
    expect(await table.getByRole("columnheader").allTextContents()).toEqual(["CA Number", "Name", "Points"]);
    const rows = await table.locator("tbody tr").evaluateAll((trs) =>
      trs.map((tr) => Array.from(tr.querySelectorAll("td"), (td) => td.textContent?.trim())),
    );
    expect(rows).toEqual(ambassadors.map((a) => [a.caNumber, a.name, a.points.toLocaleString("en")]));
    expect(rows[0]).toEqual(["CA-001", "Mahfuz Alam", "1,240"]);
    expect(rows.map((r) => r[1])).not.toContain("Rashedul Karim"); // inactive

    const medals = page.getByRole("img", { name: /medal/ });
    expect(await medals.evaluateAll((list) => list.map((m) => [m.getAttribute("aria-label"), m.closest("tr")?.rowIndex]))).toEqual([
      ["Gold medal, first place", 1],
      ["Silver medal, second place", 2],
      ["Bronze medal, third place", 3],
    ]);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});
