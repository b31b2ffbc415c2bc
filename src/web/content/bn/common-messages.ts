import type { MessageDictionary } from "#shared/message-text.ts";

/**
 * The Bangla of the server's general answers and the shared rules' general patterns (
 * src/shared/message-text.ts), shared by the forms' Bangla dictionaries (application-messages.ts,
 * contact-messages.ts). Keyed by the English exactly as the server and the shared rules send it.
 */
export const commonMessagesBn: MessageDictionary = {
  // A field's rules (src/shared/single-line.ts and the schemas' length limits); {label} is translated when the dictionary has it.
  "{label} must be at most {max} characters": "{label} সর্বোচ্চ {max} অক্ষরের হতে পারে",
  "{label} must be one line, without line breaks or control characters": "{label} এক লাইনে লিখুন, লাইন ভাঙা বা কন্ট্রোল অক্ষর ছাড়া",
  "{label} may not contain control characters other than line breaks and tabs": "{label} অংশে লাইন ভাঙা ও ট্যাব ছাড়া অন্য কোনো কন্ট্রোল অক্ষর রাখা যাবে না",
  "The page's language must be en or bn": "পাতার ভাষা en বা bn হতে হবে",
  // The server's limits and failures (plugins/external/rate-limit.ts, the routes' 500 answer).
  "Too many requests from your address. Please wait {n} seconds and try again.": "আপনার ঠিকানা থেকে অনেক বেশি অনুরোধ এসেছে। অনুগ্রহ করে {n} সেকেন্ড অপেক্ষা করে আবার চেষ্টা করুন।",
  "Too many requests from your address. Please wait {n} second and try again.": "আপনার ঠিকানা থেকে অনেক বেশি অনুরোধ এসেছে। অনুগ্রহ করে {n} সেকেন্ড অপেক্ষা করে আবার চেষ্টা করুন।",
  "Something went wrong on our side. Please try again later.": "আমাদের দিকে একটি সমস্যা হয়েছে। অনুগ্রহ করে কিছুক্ষণ পর আবার চেষ্টা করুন।",
  // The database unreachable or its disk full (plugins/app/database-faults.ts).
  "The site cannot reach its database right now. Please try again in a minute.": "সাইটটি এই মুহূর্তে তার ডেটাবেসে পৌঁছাতে পারছে না। অনুগ্রহ করে এক মিনিট পর আবার চেষ্টা করুন।",
  "The site has no room to store anything right now. Please try again later, or contact the organisers.":
    "সাইটে এখন কিছু রাখার জায়গা নেই। অনুগ্রহ করে পরে আবার চেষ্টা করুন, অথবা আয়োজকদের সঙ্গে যোগাযোগ করুন।",
};
