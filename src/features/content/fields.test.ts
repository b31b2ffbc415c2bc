import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { pointsChangeSchema, pointsMessages } from "./contract.ts";
import { contentMessages, isWebAddress } from "./fields.ts";
import { contentFormSchemas, contentListIds, contentLists } from "./rules.ts";
import { singleLineMessage } from "#shared/single-line.ts";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe("the public lists' form schemas", () => {
  const team = contentFormSchemas["team-members"];

  it("trims text, stores empty optional fields as null and keeps a required one", () => {
    const parsed = team.parse({ name: "  Nusrat Jahan ", roleTitle: "Designer", facebookUrl: "", email: undefined });
    expect(parsed).toEqual({ name: "Nusrat Jahan", roleTitle: "Designer", roleTitleBn: null, imageUrl: null, email: null, facebookUrl: null, instagramUrl: null });
  });

  it("gives a field's Bangla twin the English field's limits, never requires it, and stores it empty as null", () => {
    expect(team.parse({ name: "Nusrat", roleTitle: "Designer", roleTitleBn: " নকশাকার " }).roleTitleBn).toBe("নকশাকার");
    expect(team.parse({ name: "Nusrat", roleTitle: "Designer", roleTitleBn: "   " }).roleTitleBn).toBeNull();
    expect(firstMessage(team.safeParse({ name: "Nusrat", roleTitle: "Designer", roleTitleBn: "ক".repeat(201) }))).toBe("The role in Bangla may have at most 200 characters.");
    expect(firstMessage(team.safeParse({ name: "Nusrat", roleTitleBn: "নকশাকার" }))).toBe("Enter the role.");
  });

  it("names a missing required field, whether absent or blank", () => {
    expect(firstMessage(team.safeParse({ roleTitle: "Designer" }))).toBe("Enter the name.");
    expect(firstMessage(team.safeParse({ name: "   ", roleTitle: "Designer" }))).toBe("Enter the name.");
  });

  it.each(["javascript:alert(1)", "JAVASCRIPT:alert(1)", "data:text/html,<b>x</b>", "vbscript:x", "//evil.example/x", "/relative", "ftp://x.example", "https://", "http://exa mple.com"])(
    "refuses the link %s",
    (link) => {
      expect(firstMessage(team.safeParse({ name: "A", roleTitle: "B", facebookUrl: link }))).toBe(contentMessages.link);
    },
  );

  it("accepts http and https links, and an e-mail address with or without mailto:", () => {
    const parsed = team.parse({ name: "A", roleTitle: "B", facebookUrl: "https://facebook.com/a?x=1", instagramUrl: "http://instagram.com/a", email: "mailto:a@club.example" });
    expect(parsed.email).toBe("a@club.example");
    expect(isWebAddress("https://example.com")).toBe(true);
  });

  it.each(["not an address", "a@b", "a@club.example?cc=b@c.d", "a b@club.example"])("refuses the e-mail %s", (email) => {
    expect(firstMessage(team.safeParse({ name: "A", roleTitle: "B", email }))).toBe(contentMessages.email);
  });

  it("takes only a picture this site stored (an upload, or a sample picture), never a typed path or another site's", () => {
    const media = `/media/${"a".repeat(64)}.webp`;
    expect(team.parse({ name: "A", roleTitle: "B", imageUrl: media }).imageUrl).toBe(media);
    expect(team.parse({ name: "A", roleTitle: "B", imageUrl: "/images/sample/portrait-01.webp" }).imageUrl).toBe("/images/sample/portrait-01.webp");
    for (const address of ["/media/../x.webp", "file:///etc/passwd", "https://tracker.example/pixel.webp", "//tracker.example/x.webp"]) {
      expect(firstMessage(team.safeParse({ name: "A", roleTitle: "B", imageUrl: address }))).toBe(contentMessages.picture("Photo"));
    }
  });

  it("refuses fields a list does not have, and control characters", () => {
    expect(team.safeParse({ name: "A", roleTitle: "B", active: false }).success).toBe(false);
    for (const name of ["A\u0000", "A\nB", "Nick\r\nBcc: victim@example.org", "A\u2028B", "A\tB"]) {
      expect(firstMessage(team.safeParse({ name, roleTitle: "B" }))).toBe(singleLineMessage("Name"));
    }
    // Long text keeps its line breaks and tabs, and refuses the other control characters.
    const projects = contentFormSchemas.projects;
    expect(projects.parse({ title: "T", kind: "student", description: "One\r\nTwo\tthree" }).description).toBe("One\r\nTwo\tthree");
    expect(firstMessage(projects.safeParse({ title: "T", kind: "student", description: "One\u0007" }))).toBe(contentMessages.controlCharacters);
  });

  it("checks years and publication types", () => {
    const publications = contentFormSchemas.publications;
    expect(publications.parse({ title: "T", type: "journal_article", year: 2024 }).year).toBe(2024);
    expect(firstMessage(publications.safeParse({ title: "T", type: "journal_article", year: 1800 }))).toBe(contentMessages.year);
    expect(firstMessage(publications.safeParse({ title: "T", type: "poem" }))).toBe("Choose the type.");
  });

  it("gives every list a name field among its fields and columns among its fields", () => {
    for (const id of contentListIds) {
      const list = contentLists[id];
      const names = list.fields.map((f) => f.name);
      expect(names).toContain(list.nameField);
      for (const column of list.columns) expect([...names, "points"]).toContain(column);
    }
  });
});

describe("the console's form and the server agree", () => {
  const formData = (values: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(values)) data.set(name, value);
    return data;
  };

  it("reads a year typed in the form as the number the server stores, and an empty one as null", () => {
    const schema = contentFormSchemas["alumni-members"];
    const typed = parseWithZod(formData({ name: "Sadia", graduationYear: "2019", imageUrl: "" }), { schema });
    expect(typed.status === "success" && typed.value).toMatchObject({ graduationYear: 2019, imageUrl: null });
    expect(schema.parse(typed.status === "success" ? typed.value : {})).toMatchObject({ graduationYear: 2019 });
    const empty = parseWithZod(formData({ name: "Sadia", graduationYear: "" }), { schema });
    expect(empty.status === "success" && empty.value.graduationYear).toBeNull();
    const wrong = parseWithZod(formData({ name: "Sadia", graduationYear: "twenty" }), { schema });
    expect(wrong.status === "error" && wrong.error).toEqual({ graduationYear: [contentMessages.year] });
  });

  it("gives the form the server's message for a bad link", () => {
    const result = parseWithZod(formData({ name: "A", roleTitle: "B", facebookUrl: "javascript:alert(1)" }), { schema: contentFormSchemas["team-members"] });
    expect(result.status === "error" && result.error).toEqual({ facebookUrl: [contentMessages.link] });
  });
});

describe("points changes", () => {
  it("needs a whole number other than 0 and a reason", () => {
    expect(pointsChangeSchema.parse({ delta: -5, reason: " late " })).toEqual({ delta: -5, reason: "late" });
    expect(firstMessage(pointsChangeSchema.safeParse({ delta: 0, reason: "x" }))).toBe(pointsMessages.delta);
    expect(firstMessage(pointsChangeSchema.safeParse({ delta: 2.5, reason: "x" }))).toBe(pointsMessages.delta);
    expect(firstMessage(pointsChangeSchema.safeParse({ delta: 5, reason: " " }))).toBe(pointsMessages.reason);
    expect(firstMessage(pointsChangeSchema.safeParse({ delta: 5 }))).toBe(pointsMessages.reason);
  });
});
