/**
 * The words of the confirmation panel shown after a stored submission: the visitor's
 * reference and why to keep it. Loaded with the forms' submit path, not with the pages.
 */
export const confirmationContent = {
  referenceLabel: "Your reference",
  close: "Close",
  keep: {
    application: "Keep this reference: with the e-mail you used, it shows your application's status, and the club can find your application by it.",
    message: "Keep this reference: quote it if you write or call about this message, and the club finds it at once.",
    registration: "Keep this reference: quote it if you contact the club about this registration, and the club finds it at once.",
  },
  noReference: "Keep the e-mail you used: the club can find your submission by it.",
  statusLink: "Check your application's status",
  registrationStatusLink: "Check your registration's status",
  /** After "This email is already registered": the applicant most likely applied before. */
  appliedBefore: "Applied before? Check your application's status.",
  messageTitle: "Your message has been sent",
  registrationTitle: (eventTitle: string) => `You are registered for ${eventTitle}`,
  ticketHeading: "Your ticket",
  ticketQrAlt: "QR code of your ticket, to show at the door",
  ticketNote: "Show this code at the door, on your phone or printed.",
  ticketLink: "Open your ticket to print or save it",
};
