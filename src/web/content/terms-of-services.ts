import { siteConfig } from "../../shared/site-config.ts";
import type { LegalDocument } from "./legal.ts";

const wallets = siteConfig.membership.wallets.map((w) => w.name).join(" or ");

export const termsOfServices: LegalDocument = {
  lastUpdated: "29 November 2026",
  intro:
    `These terms apply to membership of ${siteConfig.clubName}, to the events it organises, and to this website. ` +
    "By applying for membership, registering for an event or using the site, you agree to them.",
  sections: [
    {
      heading: "Membership",
      items: [
        `Membership is open to current students of ${siteConfig.college}. You apply through the Join Us page.`,
        `The membership fee is the one shown on the Join Us page when you apply, whatever the number of departments you choose. It can be paid in cash or online through ${wallets}.`,
        "Your membership begins once the club has reviewed your application and confirmed your payment.",
        "The information in your application must be true and complete. Tell us when it changes.",
      ],
    },
    {
      heading: "Code of conduct",
      paragraphs: ["Members and participants are expected to:"],
      items: [
        "treat fellow members, guests, teachers and staff with respect, online and offline;",
        "follow the rules of the college and the instructions of event organisers;",
        "do their own work in competitions, credit the work of others, and never plagiarise or cheat;",
        "follow safety instructions in laboratories and workshops, and handle equipment with care.",
      ],
      closing: ["Harassment, discrimination and bullying are not tolerated."],
    },
    {
      heading: "Events",
      items: [
        "Registration for an event is confirmed only when the organisers accept it; some events have limited places.",
        "Each event may have its own rules, fees and eligibility, announced with the event. The judges' decisions are final.",
        "The club may change the date, time, place or programme of an event, or cancel it, and will tell registered participants as soon as it can.",
        "Photos and videos are taken at our events and may be shared on the club's website, publications and social media. Tell an organiser if you prefer not to appear.",
      ],
    },
    {
      heading: "Use of club materials",
      paragraphs: [
        "The club's name, logo, publications, photographs and other materials belong to the club or to their " +
          "authors. You may share them for personal and educational purposes with credit to the club. Using them " +
          "commercially, or in a way that suggests the club endorses something, needs our written permission.",
        "Work you create for the club, such as a project, paper or article, remains yours. By submitting it to a " +
          "club event or publication you allow the club to display and publish it with credit to you.",
      ],
    },
    {
      heading: "Digital platforms",
      items: [
        "Use this website and the club's online groups and pages only for their intended purpose.",
        "Do not submit false information, other people's personal data without their consent, or files that are harmful, offensive or not yours to share.",
        "Do not try to disrupt the site, get around its limits, or reach data that is not meant for you.",
        "How we handle the information you submit is explained in our Privacy Policy.",
      ],
    },
    {
      heading: "Limitation of liability",
      paragraphs: [
        "The club works hard to keep its events safe and this website accurate and available, but it cannot " +
          "guarantee either without interruption or error. Participants take part in activities at their own risk " +
          "and are responsible for their own belongings. To the extent the law allows, the club is not liable for " +
          "indirect loss arising from its events or from the use of this website.",
      ],
    },
    {
      heading: "Termination",
      paragraphs: [
        "You may end your membership at any time by telling the executive committee. The club may suspend or end " +
          "a membership, or refuse a registration, when these terms or the college's rules are seriously broken, " +
          "after giving the member a chance to explain. The membership fee is not refunded once a membership " +
          "has begun.",
      ],
    },
    {
      heading: "Changes to these terms",
      paragraphs: [
        "We may update these terms as the club grows. The new version is published on this page with its date, " +
          "and it applies from then on. Continuing to take part after a change means you accept the new terms.",
      ],
    },
    {
      heading: "Contact us",
      paragraphs: ["Questions about these terms are welcome:"],
      contactDetails: true,
    },
  ],
};
