import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { launchBrowser, openPage, viewports } from "./support/browser.ts";
import { externalLinks } from "./support/links.ts";

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

it("Executive Committee shows the sample committee by rank, rearranged for display", async () => {
  const { page, context, errors } = await openPage(browser);
  try {
    await page.goto(`${baseUrl}/panel/executive`);
    await page.getByRole("heading", { name: "Leadership Team" }).waitFor();
    const names = page.locator("main article h3");
    await names.first().waitFor();
    // Worked out by hand from the titles in sample-content.ts: rank order, ties (two department
    // titles, two vice presidents) by name, then entry 4 (OS) moved to position 10 and the last
    // (rank 50) into position 4.
    expect(await names.allTextContents()).toEqual([
      "Tahmid Hasan Chowdhury", // President
      "Nusrat Jahan Mim", // Vice President of Administration
      "Sadman Sakib", // General Secretary
      "Nafis Iqbal", // Chief Science Communicator, the last, moved to position 4
      "Raisa Tabassum", // Vice President of General
      "Mahir Faisal", // Joint Secretary of Administration
      "Anika Rahman", // Treasurer
      "Ariful Islam Rafi", // Assistant General Secretary (AGS)
      "Sabrina Akter", // In-Charge Volunteer
      "Farhan Ishraq", // OS, moved from position 4 to 10
      "Tanvir Ahmed", // Club Officer
      "Jannatul Ferdous", // Executive Reporter
      "Adnan Sami", // Department Secretary
      "Rakibul Hasan Rafi", // Department Head
      "Mehedi Hasan Shuvo", // Vice President
      "Zubair Hasan", // Vice-President (Publicity)
      "Fariha Islam", // Joint Secretary
    ]);
    expect(await page.locator("main article").filter({ hasText: "Shafayet Karim" }).count()).toBe(0); // inactive
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

it("Executive Committee is a two-column grid on desktop and one column on a phone", async () => {
  for (const [viewport, columns] of [
    [viewports.desktop, 2],
    [viewports.phone, 1],
  ] as const) {
    const { page, context } = await openPage(browser, viewport);
    try {
      await page.goto(`${baseUrl}/panel/executive`);
      await page.locator("main article").first().waitFor();
      const tops = await page.locator("main article").evaluateAll((cards) => cards.slice(0, 3).map((c) => c.getBoundingClientRect().top));
      expect(tops.filter((top) => Math.abs(top - (tops[0] ?? 0)) < 2).length).toBe(columns);
    } finally {
      await context.close();
    }
  }
});

it("Sub-Executive shows the groups of decisions.md in order, members in server order inside each", async () => {
  const { page, context, errors } = await openPage(browser);
  try {
    await page.goto(`${baseUrl}/panel/advisory`);
    const sections = page.locator("main section[aria-labelledby]");
    await sections.first().waitFor();
    const groups = await sections.evaluateAll((list) =>
      list.map((section) => [
        section.querySelector("h2")?.textContent,
        Array.from(section.querySelectorAll("article h3"), (h) => h.textContent),
      ]),
    );
    expect(groups).toEqual([
      ["Organising", ["Tasnim Ara Prova", "Arnob Saha"]],
      ["Event Management", ["Labiba Hossain", "Rifat Mahmud"]],
      ["Treasurer", ["Sumaiya Islam"]],
      ["In-Charge Volunteer", ["Imran Hossain Sajid", "Nadia Chowdhury", "Sabbir Hossain"]],
      ["Club Officer", ["Maisha Maliha"]],
      ["Reporter", ["Fahim Shahriar", "Proma Das"]], // "Organizational Reporter" is not organising
      ["Rocketry, Robotics, Project Display and Research Paper", ["Ayesha Siddika", "Nowshin Tabassum", "Tanjim Rahman"]],
      ["Other Affairs", ["Adiba Anjum", "Mithila Rahman", "Rayhan Kabir", "Saif Uddin Ahmed", "Shahed Alam", "Tawsif Hasan"]],
      // "departmental" titles and the configured "General Member", whatever else they say
      ["Departmental", ["Asif Iqbal", "Jubair Alam", "Kawsar Ahmed", "Samiha Noor"]],
    ]);

    // Icon links for whichever profiles are set: Mithila has Facebook, Instagram and Twitter only.
    const mithila = page.locator("main article").filter({ hasText: "Mithila Rahman" });
    expect(await mithila.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("aria-label")))).toEqual([
      "Mithila Rahman on Facebook",
      "Mithila Rahman on Instagram",
      "Mithila Rahman on Twitter",
    ]);
    const maisha = page.locator("main article").filter({ hasText: "Maisha Maliha" });
    expect(await maisha.getByRole("link", { name: "Maisha Maliha on E-mail" }).getAttribute("href")).toBe("mailto:maisha.maliha@example.com");
    // A member without a photo gets the placeholder.
    const kawsar = page.locator("main article").filter({ hasText: "Kawsar Ahmed" });
    expect(await kawsar.locator("img").getAttribute("src")).toBe("/images/default-avatar.webp");

    for (const link of await externalLinks(page)) {
      expect(link, String(link.href)).toMatchObject({ target: "_blank", rel: "noopener noreferrer" });
    }
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

it("Alumni lists the newest class first, undated last, with 'job at company' and 'Class of' lines", async () => {
  const { page, context, errors } = await openPage(browser);
  try {
    await page.goto(`${baseUrl}/panel/faculty`);
    const cards = page.locator("main article");
    await cards.first().waitFor();
    const texts = await cards.evaluateAll((list) =>
      list.map((card) => Array.from(card.querySelectorAll("h2, p"), (el) => el.textContent)),
    );
    expect(texts).toEqual([
      ["Nabila Hossain", "Class of 2024"],
      ["Sharmin Sultana", "Bangladesh University of Engineering and Technology (BUET)", "Class of 2023"],
      ["Rezwanul Haque", "Embedded Systems Engineer", "Class of 2021"],
      ["Tasnuva Karim", "Research Officer at Padma Biotech Research Centre", "Class of 2019"],
      ["Ahsan Habib", "Software Engineer at Meghna Data Labs", "Class of 2016"],
      ["Dr. Shamima Nasrin", "Associate Professor of Physics at University of Dhaka", "Class of 2008"],
      ["Mominul Islam", "Science Teacher at Tejgaon Government High School"],
    ]);
    const ahsan = cards.filter({ hasText: "Ahsan Habib" });
    expect(await ahsan.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("aria-label")))).toEqual([
      "Ahsan Habib on LinkedIn",
      "Ahsan Habib on GitHub",
    ]);
    const links = await externalLinks(page);
    expect(links.length).toBeGreaterThan(3);
    for (const link of links) expect(link, String(link.href)).toMatchObject({ target: "_blank", rel: "noopener noreferrer" });
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});
