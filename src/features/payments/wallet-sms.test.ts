import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { receivedSamples, refusedSamples } from "./wallet-sms.fixtures.ts";
import { paymentRules } from "./contract.ts";
import { longestSms, parseWalletSms, parseWalletSmsBatch, poishaFromAmount, walletOfSender, type ParsedSms, type Wallet } from "./wallet-sms.ts";

const runs = Number(process.env.PROPERTY_RUNS ?? 1000);

const refused = (parsed: ParsedSms) => (parsed.ok ? `read as ${JSON.stringify(parsed.payment)}` : parsed.reason);

describe("each public sample", () => {
  it.each(receivedSamples)("$name is read as exactly its payment", ({ text, expected }) => {
    expect(parseWalletSms(text)).toEqual({ ok: true, payment: expected });
  });

  it.each(refusedSamples)("$name is refused with its reason", ({ text, reason }) => {
    expect(refused(parseWalletSms(text))).toBe(reason);
  });

  it("reads the time as Dhaka time, six hours ahead of UTC", () => {
    const parsed = parseWalletSms(receivedSamples[0]!.text);
    expect(parsed.ok && parsed.payment.receivedAt?.toISOString()).toBe("2024-12-30T07:22:00.000Z");
  });

  it("reads a Nagad SMS whose line breaks were lost on the way (the same sample on one line)", () => {
    const nagad = receivedSamples.find((sample) => sample.expected.wallet === "nagad")!;
    expect(parseWalletSms(nagad.text.replace(/\n/g, " "))).toEqual({ ok: true, payment: nagad.expected });
    expect(parseWalletSms(nagad.text.replace(/\n/g, "\r\n"))).toEqual({ ok: true, payment: nagad.expected });
  });

  it("upper-cases and trims the transaction ID, and reads no-break spaces as spaces", () => {
    const sample = receivedSamples[0]!;
    const typed = `  ${sample.text.replace("BKA1X6S01P", "bka1x6s01p").replace(/ /g, "\u00A0")}\n`;
    expect(parseWalletSms(typed)).toEqual({ ok: true, payment: sample.expected });
  });
});

describe("refusals", () => {
  it.each([
    ["", "The text is empty."],
    ["   \n\t ", "The text is empty."],
    // Made up for this test: no public sample of a bKash Cash Out SMS was found (see the fixtures).
    ["Cash Out Tk 500.00 to 01811000110 successful. Fee Tk 9.25. Balance Tk 90.75. TrxID DEC0AB1X2Y at 01/06/2026 12:00", "This is a cash out, not a payment received."],
    // Made up for this test: a promotion has no transaction ID.
    ["Get 20% cashback on your first payment with bKash! Offer valid till 30/06/2026. T&C apply.", "This message has no transaction ID, so it is no payment (a promotion or a notice?)."],
    ["Your Nagad OTP is 123456. Never share your PIN or OTP with anyone.", "This is a verification code (OTP), not a payment."],
  ])("%j: %s", (text, reason) => {
    expect(refused(parseWalletSms(text))).toBe(reason);
  });

  it("a received SMS cut short says it starts like one but is not whole", () => {
    for (const { text } of receivedSamples) {
      const cut = text.slice(0, Math.floor(text.length * 0.6));
      const parsed = parseWalletSms(cut);
      expect(parsed.ok, cut).toBe(false);
      expect(refused(parsed)).toMatch(/^This starts like a (bKash payment received|bKash Cash In|Nagad money received) but does not have its whole layout/);
    }
  });

  it("a Bangla wallet message is refused, not guessed at: no public sample of one was found", () => {
    // Made up for this test, and not a claim about how such a message reads.
    expect(refused(parseWalletSms("আপনি ১০০ টাকা পেয়েছেন"))).toBe(
      "Wallet messages in Bangla are not read yet: no public sample of one was found. Check this payment by hand.",
    );
  });

  it("a Rocket message is refused: no reliable public sample of one was found", () => {
    // Made up for this test, and not a claim about how Rocket words its messages.
    expect(refused(parseWalletSms("Rocket: Tk 200 received. TxnId: 1234567890"))).toBe(
      "Rocket messages are not read yet: no reliable public sample of one was found. Check this payment by hand.",
    );
  });

  it("a fake transaction ID written into the sender's Ref is not taken for the real one", () => {
    const forged =
      "You have received Tk 10.00 from 01711000111. Ref x. Fee Tk 0.00. Balance Tk 1.00. TrxID FAKE123456 at 01/06/2026 10:00. Fee Tk 0.00. Balance Tk 1,580.14. TrxID DED220XYZ4 at 17/05/2026 15:45";
    expect(refused(parseWalletSms(forged))).toBe("This bKash payment received names a second transaction ID after the first, so it cannot be trusted. Check it by hand.");
  });

  it("refuses an impossible date, a zero amount and a text too long to be one SMS", () => {
    const sample = receivedSamples[0]!.text;
    expect(refused(parseWalletSms(sample.replace("30/12/2024", "31/02/2024")))).toBe("The date and time of this bKash payment received are not a real date.");
    expect(refused(parseWalletSms(sample.replace("Tk 5,075.00", "Tk 0.00")))).toBe("This bKash payment received is for Tk 0, so it pays nothing.");
    expect(refused(parseWalletSms(sample.padEnd(longestSms + 1, " x")))).toMatch(/too long to be one SMS/);
  });

  it("refuses an amount over Tk 10,00,000, and one too large for the database, with its reason; Tk 10,00,000 itself is read", () => {
    const sample = receivedSamples[0]!.text;
    expect(refused(parseWalletSms(sample.replace("Tk 5,075.00", "Tk 21,474,837.00")))).toBe(
      "The amount Tk 2,14,74,837 is more than the Tk 10,00,000 one payment may be: check it by hand.",
    );
    expect(refused(parseWalletSms(sample.replace("Tk 5,075.00", "Tk 1,000,000.01")))).toMatch(/more than the Tk 10,00,000/);
    const ceiling = parseWalletSms(sample.replace("Tk 5,075.00", "Tk 1,000,000.00"));
    expect(ceiling.ok && ceiling.payment.amountPoisha).toBe(paymentRules.maxAmountPoisha);
  });

  it("tells a sender's wallet by its name or short number, and no wallet for any other sender", () => {
    expect(["bKash", "BKASH", " bkash ", "16247"].map(walletOfSender)).toEqual(["bkash", "bkash", "bkash", "bkash"]);
    expect(["NAGAD", "Nagad", "16167"].map(walletOfSender)).toEqual(["nagad", "nagad", "nagad"]);
    expect(["01719100001", "Rocket", "GP", ""].map(walletOfSender)).toEqual([null, "rocket", null, null]);
  });
});

describe("amounts in whole poisha, from the digits", () => {
  it.each([
    ["Tk 1,200.50", 120050],
    ["Tk200", 20000],
    ["৳ ২০০", 20000],
    ["200.00 TK", 20000],
    ["২০০ টাকা", 20000],
    ["Tk 0.20", 20],
    ["Tk 20,288.41", 2028841],
    ["1.5", 150],
    ["1.500", 150],
    ["Tk 1,00,000.00", 10000000],
  ])("%s is %i poisha", (written, poisha) => {
    expect(poishaFromAmount(written)).toBe(poisha);
  });

  it.each(["", "Tk", "1.005", "1,2", "12,,000", "1.2.3", "abc", "Tk -5", "9999999999999"])("%j is no amount", (written) => {
    expect(poishaFromAmount(written)).toBeNull();
  });

  it("is exact where a float would not be (0.1 + 0.2 style amounts)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), fc.integer({ min: 0, max: 99 }), (taka, poisha) => {
        expect(poishaFromAmount(`${taka}.${String(poisha).padStart(2, "0")}`)).toBe(taka * 100 + poisha);
      }),
      { numRuns: runs },
    );
  });
});

// Random edits of the real samples: most stay readable, many do not; either way the rules below hold.
const edit = fc.record({
  at: fc.nat(),
  remove: fc.integer({ min: 0, max: 3 }),
  insert: fc.oneof(fc.string({ maxLength: 4 }), fc.constantFrom("0", "9", ",", ".", " ", "\n", "Tk ", "TrxID ", "TxnID: ", "Ref ", "৳", "০", "\u00A0")),
});
const editedSample = fc.record({ index: fc.nat({ max: receivedSamples.length - 1 }), edits: fc.array(edit, { maxLength: 4 }) }).map(({ index, edits }) => {
  const sample = receivedSamples[index]!;
  const text = edits.reduce((current, { at, remove, insert }) => {
    const position = at % (current.length + 1);
    return current.slice(0, position) + insert + current.slice(position + remove);
  }, sample.text);
  return { wallet: sample.expected.wallet, text };
});

/** Every amount written in a text, in poisha: what a payment's amount must be one of. */
function amountsWritten(text: string): Set<number> {
  const line = text.replace(/\s+/g, " ");
  const found = new Set<number>();
  for (const [written] of line.matchAll(/[0-9\u09E6-\u09EF][0-9\u09E6-\u09EF,]*(?:\.[0-9\u09E6-\u09EF]+)?/g)) {
    const poisha = poishaFromAmount(written.replace(/[,.]$/, ""));
    if (poisha !== null) found.add(poisha);
  }
  return found;
}

const otherWallet: Record<Wallet, Wallet> = { bkash: "nagad", nagad: "bkash", rocket: "bkash" };

describe("properties", () => {
  it("never throws, on any string", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 300 }), fc.string({ unit: "grapheme", maxLength: 200 }), fc.string({ unit: "binary", maxLength: 200 }), editedSample.map((s) => s.text)), (text) => {
        const parsed = parseWalletSms(text);
        expect(typeof parsed.ok).toBe("boolean");
        if (!parsed.ok) expect(parsed.reason).toMatch(/^[A-Z].*\.$/);
      }),
      { numRuns: runs },
    );
  });

  it("never throws on what is not a string, and not on a long hostile paste", () => {
    expect(parseWalletSms(undefined as unknown as string).ok).toBe(false);
    expect(parseWalletSmsBatch(null as unknown as string)).toEqual({ payments: [], rejected: [] });
    const hostile = `You have received Tk ${"1,".repeat(800)} from ${"0".repeat(500)}. Ref ${". ".repeat(400)}`;
    const started = performance.now();
    expect(parseWalletSms(hostile).ok).toBe(false);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("yields only an amount and a balance written in the text, a transaction ID in the text, and the sample's own wallet", () => {
    fc.assert(
      fc.property(editedSample, ({ wallet, text }) => {
        const parsed = parseWalletSms(text);
        if (!parsed.ok) return;
        const { payment } = parsed;
        expect(amountsWritten(text)).toContain(payment.amountPoisha);
        if (payment.balancePoisha !== null) expect(amountsWritten(text)).toContain(payment.balancePoisha);
        expect(text.toUpperCase().replace(/\s+/g, " ")).toContain(payment.transactionId);
        expect(payment.wallet).toBe(wallet);
        expect(Number.isSafeInteger(payment.amountPoisha)).toBe(true);
      }),
      { numRuns: runs },
    );
  });

  it("reads any amount written with thousands commas back to the same poisha", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: paymentRules.maxAmountPoisha }), (poisha) => {
        const written = (Math.floor(poisha / 100).toLocaleString("en-US") + "." + String(poisha % 100).padStart(2, "0"));
        const text = receivedSamples[0]!.text.replace("5,075.00", written);
        const parsed = parseWalletSms(text);
        expect(parsed.ok && parsed.payment.amountPoisha).toBe(poisha);
      }),
      { numRuns: runs },
    );
  });

  it("giving a sample another wallet's name or labels never yields the other wallet with its ID", () => {
    const disguises = [
      (text: string) => text.replace(/TrxID/g, "TxnID:"),
      (text: string) => text.replace(/TxnID:/g, "TrxID"),
      (text: string) => text.replace(/bKash/gi, "Nagad"),
      (text: string) => text.replace(/Nagad/gi, "bKash"),
      (text: string) => `Nagad: ${text}`,
      (text: string) => `bKash: ${text}`,
      (text: string) => `Money Received. ${text}`,
      (text: string) => text.replace("Money Received.", "You have received"),
      (text: string) => text.replace("You have received", "Money Received."),
    ];
    fc.assert(
      fc.property(fc.nat({ max: receivedSamples.length - 1 }), fc.subarray(disguises, { minLength: 1 }), (index, chosen) => {
        const sample = receivedSamples[index]!;
        const text = chosen.reduce((current, disguise) => disguise(current), sample.text);
        const parsed = parseWalletSms(text);
        if (parsed.ok && parsed.payment.transactionId === sample.expected.transactionId) {
          expect(parsed.payment.wallet).not.toBe(otherWallet[sample.expected.wallet]);
        }
      }),
      { numRuns: runs },
    );
  });
});

describe("a paste of many SMS", () => {
  it("is split at blank lines and where a new SMS starts, each read or refused with its line", () => {
    const nagad = receivedSamples.find((sample) => sample.expected.wallet === "nagad")!;
    const pasted = [
      receivedSamples[0]!.text,
      receivedSamples[1]!.text,
      "",
      nagad.text,
      refusedSamples[0]!.text,
      "",
      "",
      "Hello, is the fee 200 TK?",
      receivedSamples[0]!.text,
    ].join("\n");
    const { payments, rejected } = parseWalletSmsBatch(pasted);
    expect(payments.map(({ line, payment }) => [line, payment.transactionId])).toEqual([
      [1, "BKA1X6S01P"],
      [2, "CAK845XQZT"],
      [4, "755ABG4S"],
    ]);
    expect(rejected).toEqual([
      { line: 11, text: refusedSamples[0]!.text, reason: "This is a payment sent, not received." },
      { line: 14, text: "Hello, is the fee 200 TK?", reason: "This message has no transaction ID, so it is no payment (a promotion or a notice?)." },
      { line: 15, text: receivedSamples[0]!.text, reason: "This is the same bKash transaction BKA1X6S01P as on line 1, read once." },
    ]);
  });

  it("reads 300 pasted SMS well under a second (the time is printed, not asserted)", () => {
    const sms = Array.from({ length: 300 }, (_, n) => {
      const sample = receivedSamples[n % receivedSamples.length]!;
      const id = sample.expected.transactionId;
      const fresh = `${id.slice(0, id.length - 4)}${String(n).padStart(4, "0")}`;
      return { text: sample.text.replace(id, fresh), id: fresh };
    });
    const pasted = sms.map(({ text }) => text).join("\n\n");
    const started = performance.now();
    const { payments, rejected } = parseWalletSmsBatch(pasted);
    const elapsed = performance.now() - started;
    console.info(`parseWalletSmsBatch: 300 SMS (${pasted.length} characters) in ${elapsed.toFixed(1)} ms`);
    expect(rejected).toEqual([]);
    expect(payments.map(({ payment }) => payment.transactionId)).toEqual(sms.map(({ id }) => id));
  });
});
