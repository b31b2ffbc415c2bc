/** The Events page's introduction: its own module, so an event's page does not carry it. */
export const eventsIntro = {
  title: "Festivals, Olympiads and Workshops",
  body: "Every year the club runs national and intra-college science festivals, olympiads, quizzes, robotics workshops and astronomy nights. Register for an upcoming event below, or browse the photo albums of the ones that have passed.",
};
