import type { applicantStatusLabels, applicationStatusExplanations, registrantStatusLabels } from "./application-status-labels.ts";

/**
 * What the status page says of an application or a registration, in Bangla (
 * docs/glossary-bn.md): the twin of application-status-labels.ts, a module of its own so English
 * pages never carry it.
 */
export const applicantStatusLabelsBn: typeof applicantStatusLabels = {
  pending: "অপেক্ষমাণ",
  payment_verified: "পেমেন্ট যাচাই হয়েছে",
  approved: "অনুমোদিত",
  rejected: "বাতিল",
};

export const applicationStatusExplanationsBn: typeof applicationStatusExplanations = {
  pending: "আমরা আপনার আবেদন পেয়েছি এবং শিগগিরই আপনার পেমেন্ট যাচাই করব।",
  payment_verified: "আপনার পেমেন্ট যাচাই হয়েছে। আপনার আবেদন এখন অনুমোদনের অপেক্ষায়।",
  approved: "আপনার আবেদন অনুমোদিত হয়েছে। ক্লাবে আপনাকে স্বাগতম!",
  rejected: "আপনার আবেদন বাতিল করা হয়েছে।",
};

export const registrantStatusLabelsBn: typeof registrantStatusLabels = {
  confirmed: "নিবন্ধিত: আপনার আসন নিশ্চিত",
  waitlisted: "অপেক্ষমাণ তালিকায়",
  cancelled: "নিবন্ধন বাতিল",
  payment_pending: "পেমেন্ট অপেক্ষমাণ",
};
