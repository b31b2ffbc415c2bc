import type { MessageDictionary } from "#shared/message-text.ts";
import { commonMessagesBn } from "./common-messages.ts";

/**
 * The registration's validation and server messages in Bangla, keyed by their English
 * (shared/message-text.ts): the shared checks (registration-validation.ts, registration-payment.ts,
 * features/registrations/guardian.ts, registration-uploads.ts, phone.ts, single-line.ts, features/events/rules.ts,
 * legal-versions.ts) and the registration and upload API's answers. Loaded with the registration
 * dialog's code on Bangla pages only. A `{label}` part is a field's label: the form gives the
 * Bangla label, or a label this dictionary has.
 */
export const registrationMessages: MessageDictionary = {
  // A form field's rules, after its label (registration-validation.ts).
  "{label} is required": "{label} আবশ্যক",
  "{label} must be a valid email address": "{label}-এ একটি সঠিক ই-মেইল ঠিকানা দিন",
  "{label} must be a number": "{label}-এ একটি সংখ্যা দিন",
  "{label} must be a date (YYYY-MM-DD)": "{label}-এ একটি তারিখ দিন (YYYY-MM-DD)",
  "{label} must be a time (HH:MM)": "{label}-এ একটি সময় দিন (HH:MM)",
  "{label} must be a date and time": "{label}-এ তারিখ ও সময় দিন",
  "{label} must be text": "{label} লেখা হতে হবে",
  "{label} must be a list of chosen options": "{label}-এ বেছে নেওয়া বিকল্পের তালিকা দিন",
  "{label} lists an option twice": "{label}-এ একটি বিকল্প দুবার বেছে নেওয়া হয়েছে",
  "{label} has an option that is not offered": "{label}-এ এমন একটি বিকল্প আছে যা দেওয়া হয়নি",
  "{label} is not one of the offered options": "{label} দেওয়া বিকল্পগুলোর একটি নয়",
  "{label} is not a field of this form": "{label} এই ফর্মের কোনো ঘর নয়",
  "{label} must be at most {max} characters": "{label} সর্বোচ্চ {max} অক্ষরের হতে পারে",
  "{label} must be one line, without line breaks or control characters": "{label} এক লাইনে লিখুন, লাইন ভাঙা বা কন্ট্রোল অক্ষর ছাড়া",
  "{label} may not contain control characters other than line breaks and tabs": "{label}-এ লাইন ভাঙা ও ট্যাব ছাড়া অন্য কোনো কন্ট্রোল অক্ষর থাকতে পারবে না",
  "{label} must be a Bangladeshi mobile number: 11 digits starting with 01, e.g. 01712-345678":
    "{label}-এ বাংলাদেশের একটি মোবাইল নম্বর দিন: ০১ দিয়ে শুরু ১১ অঙ্ক, যেমন ০১৭১২-৩৪৫৬৭৮",
  "{label} cannot be answered (unsupported field type: {type})": "{label}-এর উত্তর দেওয়া যাবে না (অসমর্থিত ঘরের ধরন: {type})",
  "{label} must be a file uploaded for this event from this browser in the last day: please choose the file again":
    "{label}-এ গত এক দিনের মধ্যে এই ব্রাউজার থেকে এই ইভেন্টের জন্য আপলোড করা ফাইল দিতে হবে: ফাইলটি আবার বেছে নিন",
  "There are {answers}, and this form has {fields}.": "উত্তর এসেছে {answers}, কিন্তু এই ফর্মে ঘর আছে {fields}।",

  // The payment of a paid category (registration-payment.ts, the applications' messages.ts).
  "Please select a payment type": "পেমেন্টের ধরন বেছে নিন",
  "Please select a payment number for online payment": "অনলাইন পেমেন্টের জন্য একটি পেমেন্ট নম্বর বেছে নিন",
  "Account name is required for online payment": "অনলাইন পেমেন্টের জন্য অ্যাকাউন্টের নাম আবশ্যক",
  "Account number is required for online payment": "অনলাইন পেমেন্টের জন্য অ্যাকাউন্ট নম্বর আবশ্যক",
  "Transaction ID is required for online payment": "অনলাইন পেমেন্টের জন্য ট্রানজেকশন আইডি আবশ্যক",
  "This category has a fee of {fee} TK: choose how you pay it.": "এই ক্যাটাগরির ফি {fee} টাকা: কীভাবে পরিশোধ করবেন তা বেছে নিন।",
  "This category has no fee: send the registration without a payment.": "এই ক্যাটাগরির কোনো ফি নেই: পেমেন্ট ছাড়াই নিবন্ধন পাঠান।",
  "Payment number": "পেমেন্ট নম্বর",
  "Account name": "অ্যাকাউন্টের নাম",
  "Account number": "অ্যাকাউন্ট নম্বর",
  "Transaction ID": "ট্রানজেকশন আইডি",
  "The payment is not complete: {issues}": "পেমেন্টের তথ্য সম্পূর্ণ নয়: {issues}",

  // The guardian (features/registrations/guardian.ts): labels, so "{label} is required" reads them in Bangla.
  "Guardian's name": "অভিভাবকের নাম",
  "Guardian's phone": "অভিভাবকের ফোন",
  "Guardian's consent": "অভিভাবকের সম্মতি",
  "This event does not ask for a guardian: send the registration without one.": "এই ইভেন্টে অভিভাবকের তথ্য লাগে না: অভিভাবকের তথ্য ছাড়াই নিবন্ধন পাঠান।",
  "The guardian's details are not complete: {issues}": "অভিভাবকের তথ্য সম্পূর্ণ নয়: {issues}",

  // Files (registration-uploads.ts and the upload API).
  "This file is larger than 10 MB. Please choose a smaller file.": "ফাইলটি ১০ মেগাবাইটের চেয়ে বড়। অনুগ্রহ করে একটি ছোট ফাইল বেছে নিন।",
  "This file is not a PNG, JPEG, WebP or GIF image. Please choose one of those.": "ফাইলটি PNG, JPEG, WebP বা GIF ছবি নয়। অনুগ্রহ করে এর কোনো একটি বেছে নিন।",
  "This file is not a PDF or a PNG, JPEG, WebP or GIF image. Please choose one of those.":
    "ফাইলটি PDF বা PNG, JPEG, WebP, GIF ছবি নয়। অনুগ্রহ করে এর কোনো একটি বেছে নিন।",
  "This file is empty. Please choose another file.": "ফাইলটি খালি। অনুগ্রহ করে অন্য একটি ফাইল বেছে নিন।",
  "No file was sent.": "কোনো ফাইল পাঠানো হয়নি।",
  "Send the file as multipart/form-data.": "ফাইলটি multipart/form-data হিসেবে পাঠান।",
  "Too many uploads at once. Please try again.": "একসঙ্গে অনেক বেশি আপলোড হচ্ছে। অনুগ্রহ করে আবার চেষ্টা করুন।",
  "Too many files sent from your connection are waiting for a registration. Please submit your registration with the files already uploaded, or try again tomorrow.":
    "আপনার সংযোগ থেকে পাঠানো অনেক ফাইল নিবন্ধনের অপেক্ষায় আছে। অনুগ্রহ করে আগে আপলোড করা ফাইল দিয়েই নিবন্ধন জমা দিন, অথবা আগামীকাল আবার চেষ্টা করুন।",
  "The site cannot take more files right now. Please try again later, or contact the organisers.":
    "সাইটটি এখন আর কোনো ফাইল নিতে পারছে না। অনুগ্রহ করে পরে আবার চেষ্টা করুন, অথবা আয়োজকদের সঙ্গে যোগাযোগ করুন।",
  "The site has no room to store files right now. Please try again later, or contact the organisers.":
    "সাইটে এখন ফাইল রাখার জায়গা নেই। অনুগ্রহ করে পরে আবার চেষ্টা করুন, অথবা আয়োজকদের সঙ্গে যোগাযোগ করুন।",
  // The database unreachable or its disk full (plugins/app/database-faults.ts).
  "The site cannot reach its database right now. Please try again in a minute.": "সাইটটি এই মুহূর্তে তার ডেটাবেসে পৌঁছাতে পারছে না। অনুগ্রহ করে এক মিনিট পর আবার চেষ্টা করুন।",
  "The site has no room to store anything right now. Please try again later, or contact the organisers.":
    "সাইটে এখন কিছু রাখার জায়গা নেই। অনুগ্রহ করে পরে আবার চেষ্টা করুন, অথবা আয়োজকদের সঙ্গে যোগাযোগ করুন।",

  // Seats and deadlines (features/events/rules.ts): the server's 409 answers.
  "Registration for this event has closed: the deadline has passed.": "এই ইভেন্টের নিবন্ধন বন্ধ হয়ে গেছে: শেষ সময় পেরিয়ে গেছে।",
  "This event is full: no seats are left.": "এই ইভেন্টের আসন পূর্ণ: আর কোনো আসন বাকি নেই।",
  "This category is full: no seats are left.": "এই ক্যাটাগরির আসন পূর্ণ: আর কোনো আসন বাকি নেই।",
  "You have already registered for this event with this e-mail address. Your reference is {reference}.":
    "আপনি এই ই-মেইল ঠিকানা দিয়ে এই ইভেন্টে আগেই নিবন্ধন করেছেন। আপনার রেফারেন্স নম্বর {reference}।",
  "You have already registered for this event with this phone number. Your reference is {reference}.":
    "আপনি এই ফোন নম্বর দিয়ে এই ইভেন্টে আগেই নিবন্ধন করেছেন। আপনার রেফারেন্স নম্বর {reference}।",
  "You have already registered for this event with this e-mail address and phone number. Your reference is {reference}.":
    "আপনি এই ই-মেইল ঠিকানা ও ফোন নম্বর দিয়ে এই ইভেন্টে আগেই নিবন্ধন করেছেন। আপনার রেফারেন্স নম্বর {reference}।",

  // The event, category and form the registration names (features/registrations/target.server.ts).
  "This event does not exist or is no longer shown.": "এই ইভেন্টটি নেই বা আর দেখানো হচ্ছে না।",
  "This event does not take registrations on this site.": "এই ইভেন্টের নিবন্ধন এই সাইটে হয় না।",
  "There is no registration form for this event and category.": "এই ইভেন্ট ও ক্যাটাগরির কোনো নিবন্ধন ফর্ম নেই।",
  "The registration does not match the form: {issues}": "নিবন্ধনটি ফর্মের সঙ্গে মেলে না: {issues}",

  // The privacy policy or terms changed since the page was opened (legal-versions.ts).
  "The privacy policy changed since this page was opened: reload it to read the new one.":
    "এই পাতা খোলার পর গোপনীয়তা নীতি বদলেছে: নতুনটি পড়তে পাতাটি আবার লোড করুন।",
  "The terms of services changed since this page was opened: reload it to read the new ones.":
    "এই পাতা খোলার পর সেবার শর্তাবলি বদলেছে: নতুনগুলো পড়তে পাতাটি আবার লোড করুন।",

  // Too many attempts: the server's 429 answers, with their wait.
  "Too many requests from your address. Please wait {n} seconds and try again.": commonMessagesBn["Too many requests from your address. Please wait {n} seconds and try again."]!,
  "Too many requests from your address. Please wait {n} second and try again.": commonMessagesBn["Too many requests from your address. Please wait {n} second and try again."]!,
  "Too many registrations with this e-mail address or phone number. Please wait {n} minutes and try again.":
    "এই ই-মেইল ঠিকানা বা ফোন নম্বর দিয়ে অনেকবার নিবন্ধনের চেষ্টা হয়েছে। অনুগ্রহ করে {n} মিনিট অপেক্ষা করে আবার চেষ্টা করুন।",
  "Too many registrations with this e-mail address or phone number. Please wait {n} minute and try again.":
    "এই ই-মেইল ঠিকানা বা ফোন নম্বর দিয়ে অনেকবার নিবন্ধনের চেষ্টা হয়েছে। অনুগ্রহ করে {n} মিনিট অপেক্ষা করে আবার চেষ্টা করুন।",
};
