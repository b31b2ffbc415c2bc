import { paths } from "../../shared/routes.ts";

export interface PastEvent {
  title: string;
  date: string;
  location: string;
  summary: string;
  highlights: string[];
}

export const pastEventsContent = {
  intro: {
    title: "Looking back",
    text:
      "Every event leaves behind photos, friendships and a few good stories. Here are two of the most recent. " +
      "Photo albums of past events are linked from the Events page.",
  },
  albumsLink: { label: "Browse event albums", path: paths.events },
  labels: { badge: "Past event", date: "Date", location: "Location" },
  events: [
    {
      title: "38th Intra-College Science Festival",
      date: "5 to 7 March 2026",
      location: "Government Science College campus, Tejgaon, Dhaka",
      summary:
        "Three days of project displays, wall magazines, science quizzes and olympiad rounds for every section of " +
        "the college. More than 150 projects were exhibited in the central field, from water filters to line-following robots.",
      highlights: [
        "More than 150 student projects on display",
        "Wall magazine and scrapbook contests for every section",
        "Olympiad and quiz rounds judged by teachers and alumni",
      ],
    },
    {
      title: "Inter-College Science Quiz 2026",
      date: "18 June 2026",
      location: "College Auditorium, Government Science College",
      summary:
        "Thirty-two teams from colleges across Dhaka battled through buzzer rounds on physics, chemistry, biology " +
        "and the history of science, in front of a packed auditorium.",
      highlights: [
        "32 teams from colleges across Dhaka",
        "Buzzer, visual and rapid-fire rounds",
        "Hosted and run by our Quizzing Circuit",
      ],
    },
  ] satisfies PastEvent[],
};
