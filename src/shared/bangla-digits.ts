// No imports: every Bangla page's frame uses it (the footer's phone number and year), so it stays tiny.

const digits = "০১২৩৪৫৬৭৮৯";

/** Latin digits written as Bangla digits, everything else as it is: "+880 1700-000000" as "+৮৮০ ১৭০০-০০০০০০". */
export function banglaDigits(text: string): string {
  return text.replace(/[0-9]/g, (digit) => digits[Number(digit)]!);
}
