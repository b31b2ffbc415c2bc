import type { eventSeatsText as english } from "../event-seats.ts";
import { banglaNumber } from "#shared/number-text.ts";

/** Seats, deadlines, the waiting list and "Add to calendar" in Bangla (../event-seats.ts). */
export const eventSeatsText: typeof english = {
  addToCalendar: "ক্যালেন্ডারে যোগ করুন",
  addToCalendarContext: (title: string) => `: ${title} (.ics ফাইল)`,
  refusedTitle: "নিবন্ধন সম্ভব নয়",
  closed: "নিবন্ধন বন্ধ",
  full: "আসন পূর্ণ",
  fullWaitlist: "আসন পূর্ণ: অপেক্ষমাণ তালিকা খোলা",
  seatsLeft: (n: number) => `${banglaNumber(n)}টি আসন বাকি`,
  messages: {
    closed: "এই ইভেন্টের নিবন্ধন বন্ধ হয়ে গেছে: শেষ সময় পেরিয়ে গেছে।",
    eventFull: "এই ইভেন্টের আসন পূর্ণ: আর কোনো আসন বাকি নেই।",
    categoryFull: "এই ক্যাটাগরির আসন পূর্ণ: আর কোনো আসন বাকি নেই।",
    waitlistOpen: "আর কোনো আসন বাকি নেই: নতুন নিবন্ধন অপেক্ষমাণ তালিকায় যাবে।",
  },
};
