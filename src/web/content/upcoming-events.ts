import { timeRange } from "../../shared/club-time.ts";
import { paths } from "../../shared/routes.ts";

export interface UpcomingEvent {
  title: string;
  date: string;
  time: string;
  location: string;
  description: string;
  expectedAttendance: string;
}

export const upcomingEventsContent = {
  intro: {
    title: "Mark your calendar",
    text:
      "Here is what the club is preparing for the coming months. Registration for every event happens on the " +
      "Events page, where each event has its own form.",
  },
  registerLabel: "Register",
  registerLabelFor: (title: string) => `Register for ${title}`,
  labels: { date: "Date", time: "Time", location: "Location", expectedAttendance: "Expected attendance" },
  /** Where the Register buttons lead: the Events page, where registration really happens. */
  registerPath: paths.events,
  events: [
    {
      title: "12th National Science Festival 2027",
      date: "Thursday, 21 January 2027",
      time: timeRange("09:00", "17:00"),
      location: "Government Science College, Tejgaon, Dhaka",
      description:
        "Our national festival returns with project displays, research paper presentations, a science olympiad, " +
        "quizzes, wall magazines, and robotics and rocketry contests for school, college and university students " +
        "from all over Bangladesh.",
      expectedAttendance: "2,000+ participants and visitors",
    },
    {
      title: "Dhaka Science Olympiad 2027",
      date: "Friday, 12 February 2027",
      time: timeRange("10:00", "16:00"),
      location: "Examination Hall, Government Science College",
      description:
        "Written rounds in physics, chemistry, biology and mathematics, followed by a problem-solving final. " +
        "Medals and certificates go to the top performers in each category.",
      expectedAttendance: "400 contestants",
    },
    {
      title: "Intra-College Science Quiz Championship 2027",
      date: "Wednesday, 10 March 2027",
      time: timeRange("14:00", "18:00"),
      location: "College Auditorium, Government Science College",
      description:
        "Section against section in the annual buzzer quiz for HSC students: science, technology and the history " +
        "of discovery, with a live final on the auditorium stage.",
      expectedAttendance: "300 students and spectators",
    },
  ] satisfies UpcomingEvent[],
};
