import { describe, expect, it } from "vitest";
import { messageIn } from "./message-text.ts";

describe("messages in Bangla", () => {
  const dictionary = {
    "Please enter your name.": "আপনার নাম লিখুন।",
    "Must be at most {max} characters.": "সর্বোচ্চ {max} অক্ষর লেখা যাবে।",
    "Only {left} seats left in {category}.": "{category}-এ মাত্র {left}টি আসন বাকি।",
    "{label} must be at most {max} characters": "{label} সর্বোচ্চ {max} অক্ষরের হতে পারে",
    "Your name": "আপনার নাম",
  };

  it("finds an exact message, and one with parts that vary, with its numbers in Bangla digits", () => {
    expect(messageIn(dictionary, "Please enter your name.")).toBe("আপনার নাম লিখুন।");
    expect(messageIn(dictionary, "Must be at most 120 characters.")).toBe("সর্বোচ্চ ১২০ অক্ষর লেখা যাবে।");
    expect(messageIn(dictionary, "Only 3 seats left in Junior (a+b).")).toBe("Junior (a+b)-এ মাত্র ৩টি আসন বাকি।");
    expect(messageIn(dictionary, "Your name must be at most 120 characters")).toBe("আপনার নাম সর্বোচ্চ ১২০ অক্ষরের হতে পারে");
  });

  it("leaves a message it does not know, and every message on an English page, as it is", () => {
    expect(messageIn(dictionary, "Something else.")).toBe("Something else.");
    expect(messageIn(undefined, "Please enter your name.")).toBe("Please enter your name.");
  });
});
