/** Texts of the Events page and the registration dialog. Quoted strings from the spec stay exact. */
export const eventsText = {
  intro: {
    title: "Festivals, Olympiads and Workshops",
    body: "Every year the club runs national and intra-college science festivals, olympiads, quizzes, robotics workshops and astronomy nights. Register for an upcoming event below, or browse the photo albums of the ones that have passed.",
  },
  loading: "Loading events...",
  empty: "No events available at the moment.",
  loadFailed: { title: "Error", description: "Failed to load events" },
  badgePast: "Past",
  badgeUpcoming: "Upcoming",
  viewAlbum: "View Album",
  registerNow: "Register Now",
  /** Before the deadline's date and time on an upcoming event's card. */
  registrationCloses: "Registration closes",
  /** On the card of an upcoming event that takes no registrations (no form of ours, no outside form). */
  noRegistration: "No registration needed",
  /** The event page's list of its categories (issue 31). */
  categories: {
    heading: "Categories and seats",
    free: "Free",
    fee: (feeTaka: number) => `Fee: ${feeTaka.toLocaleString("en-IN")} TK`,
  },
  dialogTitle: (title: string) => `Register for ${title}`,
  dialogDescription: "Choose your category, then fill in the form.",
  openOriginalForm: "Open Original Form",
  openRegistrationForm: "Open Registration Form",
  redirectNote: "Registration for this event happens on the organisers' own form, which opens in a new tab.",
  embedNote: "You can register here, or on the organisers' original form.",
  noForms: "No registration forms available for this event.",
  noFields: "No registration form configured for this category.",
  categoryLabel: "Select Category",
  categoryPlaceholder: "Choose your category",
  loadingCategories: "Loading categories...",
  loadingForm: "Loading form...",
  submit: "Submit Registration",
  submitting: "Submitting...",
  submitted: { title: "Registration Submitted!", description: "Thank you for registering. We'll contact you soon with further details." },
  submitFailed: { title: "Error", description: "Failed to submit registration. Please try again." },
  unsupported: (type: string) => `Unsupported field type: ${type}`,
  upload: {
    uploading: "Uploading...",
    done: "✓ File uploaded successfully",
    succeeded: { title: "File uploaded successfully", description: "Your file has been uploaded." },
    failed: { title: "Upload failed", description: "Failed to upload file. Please try again." },
  },
} as const;
