import { messageIn, type MessageDictionary } from "#shared/message-text.ts";
import { commonMessagesBn } from "./common-messages.ts";

/**
 * Every message a Bangla Join Us or status page can show from the shared rules and the server, in
 * Bangla: the application's schema (src/features/applications/rules.ts, messages.ts, and
 * src/shared/phone.ts, single-line.ts, consent-versions.ts), the server's refusals (insert-failures.ts,
 * the fee and the legal versions' reload sentences, src/features/applications/public.http.server.ts)
 * and the status lookup's (src/features/applications/status.ts). Keyed by the English; loaded with the submit path
 * and the status check on Bangla pages only.
 */
export const applicationMessagesBn: MessageDictionary = {
  ...commonMessagesBn,
  // The fields' labels, as the rules name them inside a message.
  Name: "নাম",
  "College Roll": "কলেজ রোল নম্বর",
  Email: "ই-মেইল",
  "Phone Number": "ফোন নম্বর",
  Section: "শাখা",
  "Blood Group": "রক্তের গ্রুপ",
  "Father's Name": "বাবার নাম",
  "Father's Phone Number": "বাবার ফোন নম্বর",
  "Mother's Name": "মায়ের নাম",
  "Mother's Phone Number": "মায়ের ফোন নম্বর",
  "Permanent Address": "স্থায়ী ঠিকানা",
  "Present Address": "বর্তমান ঠিকানা",
  "Photo Drive Link": "ছবির ড্রাইভ লিংক",
  "Facebook ID": "ফেসবুক আইডি",
  "Payment number": "পেমেন্ট নম্বর",
  "Account name": "অ্যাকাউন্টের নাম",
  "Account number": "অ্যাকাউন্ট নম্বর",
  "Transaction ID": "ট্রানজেকশন আইডি",
  // Spec section 5, in its order.
  "Name is required": "নাম দেওয়া আবশ্যক",
  "College Roll is required": "কলেজ রোল নম্বর দেওয়া আবশ্যক",
  "Email is required": "ই-মেইল দেওয়া আবশ্যক",
  "Please enter a valid email address": "অনুগ্রহ করে একটি সঠিক ই-মেইল ঠিকানা দিন",
  "You must agree to the terms and conditions": "শর্তাবলিতে আপনার সম্মতি আবশ্যক",
  "Please select at least one department": "অনুগ্রহ করে অন্তত একটি বিভাগ বেছে নিন",
  "Please select a payment type": "অনুগ্রহ করে পেমেন্টের ধরন বেছে নিন",
  "Please select a payment number for online payment": "অনলাইন পেমেন্টের জন্য অনুগ্রহ করে একটি পেমেন্ট নম্বর বেছে নিন",
  "Account name is required for online payment": "অনলাইন পেমেন্টের জন্য অ্যাকাউন্টের নাম দেওয়া আবশ্যক",
  "Account number is required for online payment": "অনলাইন পেমেন্টের জন্য অ্যাকাউন্ট নম্বর দেওয়া আবশ্যক",
  "Transaction ID is required for online payment": "অনলাইন পেমেন্টের জন্য ট্রানজেকশন আইডি দেওয়া আবশ্যক",
  // The other rules of the schema.
  "{label} must be a Bangladeshi mobile number: 11 digits starting with 01, e.g. 01712-345678":
    "{label} বাংলাদেশের একটি মোবাইল নম্বর হতে হবে: ০১ দিয়ে শুরু ১১ অঙ্কের, যেমন ০১৭১২-৩৪৫৬৭৮",
  "Photo Drive Link must be a web address starting with https://": "ছবির ড্রাইভ লিংক https:// দিয়ে শুরু হওয়া একটি ওয়েব ঠিকানা হতে হবে",
  "Please choose departments from the list": "অনুগ্রহ করে তালিকা থেকে বিভাগ বেছে নিন",
  "Each department can be chosen only once": "প্রতিটি বিভাগ একবারই বেছে নেওয়া যায়",
  "The membership fee is missing": "সদস্য ফি পাওয়া যায়নি",
  "The membership fee is a whole number of taka": "সদস্য ফি পূর্ণ সংখ্যার টাকায় হয়",
  "The membership fee cannot be negative": "সদস্য ফি ঋণাত্মক হতে পারে না",
  "The membership fee is not that much": "সদস্য ফি এত বেশি নয়",
  // The server's refusals (spec section 8, the fee of today, the legal texts' versions).
  "This email is already registered. Please use a different email.": "এই ই-মেইল দিয়ে আগেই আবেদন করা হয়েছে। অনুগ্রহ করে অন্য একটি ই-মেইল ব্যবহার করুন।",
  "This college roll is already registered. Please check your college roll.": "এই কলেজ রোল নম্বর দিয়ে আগেই আবেদন করা হয়েছে। অনুগ্রহ করে আপনার কলেজ রোল নম্বর দেখে নিন।",
  "This information is already registered.": "এই তথ্য দিয়ে আগেই আবেদন করা হয়েছে।",
  "Please check your input format and try again.": "অনুগ্রহ করে আপনার লেখার ধরন দেখে আবার চেষ্টা করুন।",
  "Please ensure all fields are filled correctly.": "অনুগ্রহ করে নিশ্চিত করুন যে সব ঘর ঠিকভাবে পূরণ করা হয়েছে।",
  "Please verify that all required information is provided correctly.": "অনুগ্রহ করে যাচাই করুন যে সব আবশ্যক তথ্য ঠিকভাবে দেওয়া হয়েছে।",
  "Required information is missing. Please fill all mandatory fields.": "আবশ্যক কিছু তথ্য বাকি আছে। অনুগ্রহ করে সব আবশ্যক ঘর পূরণ করুন।",
  "There was an issue with automatic calculation. Please try again.": "স্বয়ংক্রিয় হিসাবে একটি সমস্যা হয়েছে। অনুগ্রহ করে আবার চেষ্টা করুন।",
  "Please check your information and try again.": "অনুগ্রহ করে আপনার তথ্য দেখে আবার চেষ্টা করুন।",
  "The membership fee is {fee} TK. Please reload the page to see it before you apply.":
    "সদস্য ফি এখন {fee} টাকা। আবেদন করার আগে অনুগ্রহ করে পাতাটি আবার লোড করে নতুন ফি দেখে নিন।",
  "The privacy policy changed since this page was opened: reload it to read the new one.":
    "এই পাতা খোলার পর গোপনীয়তা নীতি বদলেছে: নতুনটি পড়তে পাতাটি আবার লোড করুন।",
  "The terms of services changed since this page was opened: reload it to read the new ones.":
    "এই পাতা খোলার পর সেবার শর্তাবলি বদলেছে: নতুনগুলো পড়তে পাতাটি আবার লোড করুন।",
  // The status lookup (/join-us/status).
  "Enter the reference from your confirmation, e.g. GSC-7KQ3-M9.": "নিশ্চিতকরণে পাওয়া রেফারেন্স নম্বরটি লিখুন, যেমন GSC-7KQ3-M9।",
  "A reference looks like GSC-7KQ3-M9: four and two letters or digits.": "রেফারেন্স নম্বর দেখতে GSC-7KQ3-M9-এর মতো: চারটি ও দুটি অক্ষর বা অঙ্ক।",
  "Enter the e-mail address you gave on the form.": "ফর্মে যে ই-মেইল ঠিকানা দিয়েছিলেন, সেটি লিখুন।",
  "Enter a valid e-mail address.": "একটি সঠিক ই-মেইল ঠিকানা লিখুন।",
  "We found no application or registration with this reference and e-mail address. Check both and try again.":
    "এই রেফারেন্স নম্বর ও ই-মেইল ঠিকানায় কোনো আবেদন বা নিবন্ধন পাওয়া যায়নি। দুটোই দেখে আবার চেষ্টা করুন।",
};

/** An English message of the application's rules or the server in Bangla (as it is when not here). */
export const inBangla = (message: string): string => messageIn(applicationMessagesBn, message);
