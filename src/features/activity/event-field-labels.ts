/**
 * The event and category editors' fields as the console labels them, by the names the activity log
 * stores for them (the events table's columns, the categories' editor values, a form's settings),
 * so the log lists a change in the words the organiser saw.
 */
export const eventFieldLabels: Record<string, string> = {
  title: "Title",
  titleBn: "Title in Bangla",
  description: "Description",
  descriptionBn: "Description in Bangla",
  location: "Location",
  locationBn: "Location in Bangla",
  photosUrl: "Photo album link",
  startsAt: "Starts",
  endsAt: "Ends",
  coverImageUrl: "Cover",
  googleFormMode: "How visitors register",
  googleFormUrl: "Outside form's address",
  capacity: "Seats",
  registrationDeadline: "Registration closes",
  waitlistEnabled: "Waiting list",
  remindersEnabled: "Reminder the day before",
  active: "Shown on the public site",
};

export const categoryFieldLabels: Record<string, string> = {
  name: "Name",
  nameBn: "Name in Bangla",
  description: "Description",
  descriptionBn: "Description in Bangla",
  active: "Offered to visitors",
};

/** A registration form's own settings and its fields' order, beside the fields it lists by name. */
export const formSettingLabels: Record<string, string> = {
  capacity: "Seats",
  registrationDeadline: "Registration closes",
  feeTaka: "Fee",
  order: "Order of the fields",
};
