/**
 * Sample content for a new database: what the site shows before the club enters its own data.
 * Plain data only; `seed.ts` inserts it. People, e-mail addresses and links are invented
 * (example.com / example.org addresses, "example." social handles). Images are the illustrated
 * placeholders under `public/images/sample/`.
 *
 * Visitor submissions (join_requests, contact_messages, event_registrations, page_views) start empty.
 */
import type {
  alumniMembers,
  campusAmbassadors,
  clubPartners,
  eventCategories,
  eventRegistrationForms,
  events,
  executiveMembers,
  projects,
  publications,
  subExecutiveMembers,
  teamMembers,
} from "./schema.ts";
import type { StoredFormField } from "../../shared/registration-form-fields.ts";

type TeamMemberRow = typeof teamMembers.$inferInsert;
type ExecutiveMemberRow = typeof executiveMembers.$inferInsert;
type SubExecutiveMemberRow = typeof subExecutiveMembers.$inferInsert;
type AlumniMemberRow = typeof alumniMembers.$inferInsert;
type EventRow = typeof events.$inferInsert;
type EventCategoryRow = typeof eventCategories.$inferInsert;
type EventRegistrationFormRow = typeof eventRegistrationForms.$inferInsert;
type ProjectRow = typeof projects.$inferInsert;
type PublicationRow = typeof publications.$inferInsert;
type ClubPartnerRow = typeof clubPartners.$inferInsert;
type CampusAmbassadorRow = typeof campusAmbassadors.$inferInsert;

/** One field of a registration form as organisers write it (spec section 5 normalises the gaps). */
type SampleFormField = StoredFormField;

const img = (file: string) => `/images/sample/${file}`;
const portrait = (n: number) => img(`portrait-${String(n).padStart(2, "0")}.webp`);

// Fixed ids: registration forms refer to events and categories by id.
export const sampleEventIds = {
  intraCollegeFestival2026: "3f6c1a2e-8b4d-4c71-9a35-1e2f7b8c9d01",
  perseidAstronomyNight: "7a2d9e44-5c1b-4f08-b6e3-2d4c6a8f0e12",
  interCollegeQuiz2026: "c18b7f30-2e9a-4d56-8c41-5f7a9b0c1d23",
  roboticsWorkshop: "5e9a3c71-0d2f-4b8e-a174-6b8c0d2e4f34",
  geminidAstronomyNight: "9b4e2f18-7a6c-4d03-95b2-7c9d1e3f5a45",
  nationalScienceFestival2027: "e2c7a5d9-3b1f-4e6a-8d20-8dae2f406b56",
  scienceOlympiad2027: "4d8f6b2a-9c3e-4a17-b5f1-9ebf30517c67",
  scienceQuizChampionship2027: "a6e1d3c5-2f7b-4980-a3c6-0fc041628d78",
  photographyContest: "b7f2e4d6-1a8c-4b39-9e57-1ad152739e89",
} as const;

export const sampleCategoryIds = {
  school: "0c5b8e2f-4d7a-4f13-a961-2be263840f9a",
  college: "1d6c9f30-5e8b-4024-b872-3cf374951aab",
  university: "2e7da041-6f9c-4135-8983-4d0485a62bbc",
  open: "3f8eb152-7aad-4246-9a94-5e1596b73ccd",
  teacher: "4a9fc263-8bbe-4357-aba5-6f26a7c84dde",
} as const;

const ev = sampleEventIds;
const cat = sampleCategoryIds;

// ---------------------------------------------------------------------------------------------
// People

export const sampleTeamMembers: TeamMemberRow[] = [
  {
    name: "Prof. Dr. Mahbuba Sultana",
    roleTitle: "Faculty Advisor, Department of Physics",
    imageUrl: portrait(6),
    email: "mahbuba.sultana@example.com",
    displayOrder: 1,
  },
  {
    name: "Md. Kamrul Hasan",
    roleTitle: "Faculty Advisor, Department of Chemistry",
    imageUrl: portrait(9),
    email: "kamrul.hasan@example.com",
    displayOrder: 2,
  },
  {
    name: "Tahmid Hasan Chowdhury",
    roleTitle: "Club President",
    imageUrl: portrait(1),
    facebookUrl: "https://www.facebook.com/example.tahmid.chowdhury",
    instagramUrl: "https://www.instagram.com/example.tahmid",
    email: "tahmid.chowdhury@example.com",
    displayOrder: 3,
  },
  {
    name: "Nusrat Jahan Mim",
    roleTitle: "Festival Coordinator",
    imageUrl: portrait(2),
    facebookUrl: "https://www.facebook.com/example.nusrat.mim",
    displayOrder: 4,
  },
  {
    name: "Sadia Afrin Lamia",
    roleTitle: "Olympiad Circuit Coordinator",
    imageUrl: portrait(4),
    instagramUrl: "https://www.instagram.com/example.sadia.lamia",
    displayOrder: 5,
  },
  {
    name: "Rakibul Hasan Rafi",
    roleTitle: "Robotics Workshop Mentor",
    imageUrl: portrait(3),
    email: "rakibul.rafi@example.com",
    displayOrder: 5,
  },
  {
    name: "Ishrat Jahan Tonni",
    roleTitle: "Wall Magazine Editor",
    imageUrl: portrait(8),
    facebookUrl: "https://www.facebook.com/example.ishrat.tonni",
    instagramUrl: "https://www.instagram.com/example.ishrat",
  },
  {
    name: "Abrar Fahim",
    roleTitle: "Volunteer, Photography and Media",
    facebookUrl: "https://www.facebook.com/example.abrar.fahim",
  },
  {
    name: "Mushfiqur Rahman Nabil",
    roleTitle: "Web and IT Volunteer",
    imageUrl: portrait(7),
    email: "nabil.rahman@example.com",
  },
  {
    name: "Fatema Tuz Zohra",
    roleTitle: "Quiz Circuit Volunteer",
  },
  {
    name: "Zarif Ahmed Siam",
    roleTitle: "Gaming Affairs Volunteer",
    imageUrl: portrait(10),
    instagramUrl: "https://www.instagram.com/example.zarif.siam",
    displayOrder: 8,
  },
  {
    name: "Shahriar Kabir Joy",
    roleTitle: "Volunteer (2024 session)",
    imageUrl: portrait(5),
    facebookUrl: "https://www.facebook.com/example.shahriar.joy",
    active: false,
    displayOrder: 6,
  },
];

/**
 * Titles cover every rank of spec section 9 as refined in decisions.md, with traps: "Assistant
 * General Secretary (AGS)" is not general secretary, "Vice-President (Publicity)" is not president,
 * and two department titles and two vice presidents tie on rank.
 */
export const sampleExecutiveMembers: ExecutiveMemberRow[] = [
  {
    name: "Tahmid Hasan Chowdhury",
    title: "President",
    imageUrl: portrait(1),
    facebookUrl: "https://www.facebook.com/example.tahmid.chowdhury",
    instagramUrl: "https://www.instagram.com/example.tahmid",
    email: "tahmid.chowdhury@example.com",
    displayOrder: 1,
  },
  {
    name: "Nusrat Jahan Mim",
    title: "Vice President of Administration",
    imageUrl: portrait(2),
    facebookUrl: "https://www.facebook.com/example.nusrat.mim",
    email: "nusrat.mim@example.com",
    displayOrder: 2,
  },
  {
    name: "Sadman Sakib",
    title: "General Secretary",
    imageUrl: portrait(3),
    facebookUrl: "https://www.facebook.com/example.sadman.sakib",
    displayOrder: 3,
  },
  {
    name: "Farhan Ishraq",
    title: "OS",
    imageUrl: portrait(5),
    instagramUrl: "https://www.instagram.com/example.farhan.ishraq",
    displayOrder: 4,
  },
  {
    name: "Raisa Tabassum",
    title: "Vice President of General",
    imageUrl: portrait(4),
    email: "raisa.tabassum@example.com",
    displayOrder: 5,
  },
  {
    name: "Mahir Faisal",
    title: "Joint Secretary of Administration",
    imageUrl: portrait(7),
    facebookUrl: "https://www.facebook.com/example.mahir.faisal",
  },
  {
    name: "Anika Rahman",
    title: "Treasurer",
    imageUrl: portrait(8),
    email: "anika.rahman@example.com",
    displayOrder: 7,
  },
  {
    name: "Ariful Islam Rafi",
    title: "Assistant General Secretary (AGS)",
    imageUrl: portrait(10),
    facebookUrl: "https://www.facebook.com/example.ariful.rafi",
    instagramUrl: "https://www.instagram.com/example.arif.rafi",
  },
  {
    name: "Sabrina Akter",
    title: "In-Charge Volunteer",
    imageUrl: portrait(6),
  },
  {
    name: "Tanvir Ahmed",
    title: "Club Officer",
    facebookUrl: "https://www.facebook.com/example.tanvir.ahmed",
  },
  {
    name: "Jannatul Ferdous",
    title: "Executive Reporter",
    imageUrl: portrait(4),
    email: "jannatul.ferdous@example.com",
  },
  {
    name: "Rakibul Hasan Rafi",
    title: "Department Head, Robotics and Rocketry",
    imageUrl: portrait(9),
    email: "rakibul.rafi@example.com",
  },
  {
    name: "Adnan Sami",
    title: "Department Secretary, Photography and Media",
    instagramUrl: "https://www.instagram.com/example.adnan.sami",
  },
  {
    name: "Zubair Hasan",
    title: "Vice-President (Publicity)",
    displayOrder: 9,
  },
  {
    name: "Mehedi Hasan Shuvo",
    title: "Vice President",
    imageUrl: portrait(3),
    facebookUrl: "https://www.facebook.com/example.mehedi.shuvo",
  },
  {
    name: "Fariha Islam",
    title: "Joint Secretary",
    imageUrl: portrait(2),
    instagramUrl: "https://www.instagram.com/example.fariha.islam",
  },
  {
    name: "Nafis Iqbal",
    title: "Chief Science Communicator",
    imageUrl: portrait(5),
  },
  {
    name: "Shafayet Karim",
    title: "Treasurer",
    imageUrl: portrait(7),
    email: "shafayet.karim@example.com",
    active: false,
    displayOrder: 6,
  },
];

/**
 * Titles cover every group of the sub-executive page (decisions.md), with traps: "Organizational
 * Reporter" is a reporter, not organising; "Departmental Treasurer" and the configured excluded
 * title "General Member" go last.
 */
export const sampleSubExecutiveMembers: SubExecutiveMemberRow[] = [
  {
    name: "Tasnim Ara Prova",
    title: "Organising Secretary",
    imageUrl: portrait(2),
    facebookUrl: "https://www.facebook.com/example.tasnim.prova",
    linkedinUrl: "https://www.linkedin.com/in/example-tasnim-prova",
    displayOrder: 1,
  },
  {
    name: "Arnob Saha",
    title: "Organizing Secretary (Festival)",
    imageUrl: portrait(3),
    instagramUrl: "https://www.instagram.com/example.arnob.saha",
    displayOrder: 2,
  },
  {
    name: "Labiba Hossain",
    title: "Event Management Lead",
    imageUrl: portrait(8),
    facebookUrl: "https://www.facebook.com/example.labiba.hossain",
    email: "labiba.hossain@example.com",
    displayOrder: 3,
  },
  {
    name: "Rifat Mahmud",
    title: "Event Management Executive",
    imageUrl: portrait(5),
    twitterUrl: "https://x.com/example_rifat",
  },
  {
    name: "Sumaiya Islam",
    title: "Assistant Treasurer",
    imageUrl: portrait(6),
    email: "sumaiya.islam@example.com",
    displayOrder: 4,
  },
  {
    name: "Imran Hossain Sajid",
    title: "In-Charge Volunteer",
    imageUrl: portrait(10),
    facebookUrl: "https://www.facebook.com/example.imran.sajid",
  },
  {
    name: "Nadia Chowdhury",
    title: "In Charge Volunteer (Registration Desk)",
    imageUrl: portrait(4),
  },
  {
    name: "Sabbir Hossain",
    title: "IOV (Logistics)",
    instagramUrl: "https://www.instagram.com/example.sabbir.iov",
  },
  {
    name: "Maisha Maliha",
    title: "Club Officer",
    imageUrl: portrait(8),
    linkedinUrl: "https://www.linkedin.com/in/example-maisha-maliha",
    email: "maisha.maliha@example.com",
  },
  {
    name: "Fahim Shahriar",
    title: "Senior Reporter",
    imageUrl: portrait(7),
    twitterUrl: "https://x.com/example_fahim_s",
  },
  {
    name: "Ayesha Siddika",
    title: "Rocketry Secretary",
    imageUrl: portrait(6),
    githubUrl: "https://github.com/example-ayesha-rocketry",
    displayOrder: 5,
  },
  {
    name: "Tanjim Rahman",
    title: "Robotics Lead",
    imageUrl: portrait(1),
    githubUrl: "https://github.com/example-tanjim",
    linkedinUrl: "https://www.linkedin.com/in/example-tanjim-rahman",
  },
  {
    name: "Nowshin Tabassum",
    title: "Project Display and Research Paper Secretary",
    imageUrl: portrait(2),
    email: "nowshin.tabassum@example.com",
  },
  {
    name: "Saif Uddin Ahmed",
    title: "Quizzing Affairs Secretary",
    imageUrl: portrait(9),
    facebookUrl: "https://www.facebook.com/example.saif.uddin",
  },
  {
    name: "Rayhan Kabir",
    title: "Gaming Affairs Secretary",
    imageUrl: portrait(10),
    twitterUrl: "https://x.com/example_rayhan_gg",
    githubUrl: "https://github.com/example-rayhan",
  },
  {
    name: "Adiba Anjum",
    title: "Photography Lead",
    instagramUrl: "https://www.instagram.com/example.adiba.clicks",
  },
  {
    name: "Tawsif Hasan",
    title: "Graphic Design Executive",
    imageUrl: portrait(5),
    instagramUrl: "https://www.instagram.com/example.tawsif.designs",
    linkedinUrl: "https://www.linkedin.com/in/example-tawsif-hasan",
  },
  {
    name: "Mithila Rahman",
    title: "Social Media Manager",
    imageUrl: portrait(4),
    facebookUrl: "https://www.facebook.com/example.mithila.rahman",
    instagramUrl: "https://www.instagram.com/example.mithila",
    twitterUrl: "https://x.com/example_mithila",
  },
  {
    name: "Shahed Alam",
    title: "Alumni Liaison",
    email: "shahed.alam@example.com",
  },
  {
    name: "Samiha Noor",
    title: "Departmental Coordinator (IT)",
    imageUrl: portrait(8),
    githubUrl: "https://github.com/example-samiha",
  },
  {
    name: "Asif Iqbal",
    title: "Departmental Member",
    imageUrl: portrait(3),
  },
  {
    name: "Proma Das",
    title: "Organizational Reporter",
    imageUrl: portrait(2),
  },
  {
    name: "Jubair Alam",
    title: "Departmental Treasurer (Robotics)",
    imageUrl: portrait(1),
  },
  {
    name: "Kawsar Ahmed",
    title: "General Member",
  },
  {
    name: "Rumana Akter",
    title: "Event Management Executive",
    imageUrl: portrait(6),
    active: false,
  },
];

export const sampleAlumniMembers: AlumniMemberRow[] = [
  {
    name: "Dr. Shamima Nasrin",
    jobTitle: "Associate Professor of Physics",
    company: "University of Dhaka",
    graduationYear: 2008,
    imageUrl: portrait(6),
    linkedinUrl: "https://www.linkedin.com/in/example-shamima-nasrin",
    email: "shamima.nasrin@example.com",
  },
  {
    name: "Ahsan Habib",
    jobTitle: "Software Engineer",
    company: "Meghna Data Labs",
    graduationYear: 2016,
    imageUrl: portrait(9),
    linkedinUrl: "https://www.linkedin.com/in/example-ahsan-habib",
    githubUrl: "https://github.com/example-ahsan",
  },
  {
    name: "Tasnuva Karim",
    jobTitle: "Research Officer",
    company: "Padma Biotech Research Centre",
    graduationYear: 2019,
    imageUrl: portrait(8),
    twitterUrl: "https://x.com/example_tasnuva",
  },
  {
    name: "Rezwanul Haque",
    jobTitle: "Embedded Systems Engineer",
    graduationYear: 2021,
    imageUrl: portrait(7),
    githubUrl: "https://github.com/example-rezwan",
    email: "rezwanul.haque@example.com",
  },
  {
    name: "Sharmin Sultana",
    company: "Bangladesh University of Engineering and Technology (BUET)",
    graduationYear: 2023,
    imageUrl: portrait(4),
    linkedinUrl: "https://www.linkedin.com/in/example-sharmin-sultana",
  },
  {
    name: "Mominul Islam",
    jobTitle: "Science Teacher",
    company: "Tejgaon Government High School",
    graduationYear: null,
    email: "mominul.islam@example.com",
  },
  {
    name: "Nabila Hossain",
    graduationYear: 2024,
    imageUrl: portrait(2),
  },
  {
    name: "Kazi Rafsan Jani",
    jobTitle: "Data Analyst",
    company: "Jamuna Analytics Ltd.",
    graduationYear: 2018,
    imageUrl: portrait(1),
    linkedinUrl: "https://www.linkedin.com/in/example-rafsan-jani",
    active: false,
  },
];

// ---------------------------------------------------------------------------------------------
// Events and registration

export const sampleEventCategories: EventCategoryRow[] = [
  {
    id: cat.school,
    name: "School (Class 6-10)",
    description: "Students of Class 6 to Class 10 from any school in Bangladesh.",
    displayOrder: 1,
  },
  {
    id: cat.college,
    name: "College (HSC)",
    description: "HSC first- and second-year students, including our own members.",
    displayOrder: 2,
  },
  {
    id: cat.university,
    name: "University",
    description: "Undergraduate students of any public or private university.",
    displayOrder: 3,
  },
  {
    id: cat.open,
    name: "Open",
    description: "Anyone with an interest in science: guardians, alumni and the public.",
    displayOrder: 4,
  },
  {
    id: cat.teacher,
    name: "Teacher",
    description: "Science teachers accompanying a school or college team.",
    displayOrder: 5,
    active: false,
  },
];

const dhaka = (isoLocal: string) => new Date(`${isoLocal}+06:00`);

export const sampleEvents: EventRow[] = [
  {
    id: ev.intraCollegeFestival2026,
    title: "38th Intra-College Science Festival",
    description:
      "Three days of project displays, wall magazines, science quizzes and olympiad rounds for every section of the college. More than 150 projects were exhibited in the central field.",
    location: "Government Science College campus, Tejgaon, Dhaka",
    startsAt: dhaka("2026-03-05T09:00:00"),
    coverImageUrl: img("event-science-fair.webp"),
    photosUrl: "https://photos.example.org/gsc-science-club/intra-college-festival-2026",
  },
  {
    id: ev.interCollegeQuiz2026,
    title: "Inter-College Science Quiz 2026",
    description:
      "Thirty-two teams from colleges across Dhaka battled through buzzer rounds on physics, chemistry, biology and the history of science.",
    location: "College Auditorium, Government Science College",
    startsAt: dhaka("2026-06-18T10:00:00"),
    coverImageUrl: img("event-science-quiz.webp"),
    photosUrl: "https://photos.example.org/gsc-science-club/science-quiz-2026",
  },
  {
    id: ev.perseidAstronomyNight,
    title: "Astronomy Night: Perseid Meteor Watch",
    description:
      "An overnight sky-watching session with telescopes, a short talk on meteor showers, and a count of Perseid meteors away from the city lights.",
    location: "Open field, Purbachal, Dhaka",
    startsAt: dhaka("2026-08-12T21:00:00"),
    coverImageUrl: img("event-astronomy-night.webp"),
    photosUrl: "https://photos.example.org/gsc-science-club/perseid-night-2026",
  },
  {
    id: ev.roboticsWorkshop,
    title: "Robotics Workshop: Build a Line-Following Robot",
    description:
      "A hands-on two-day workshop: sensors, motor drivers and a little PID control. Teams of three build and race their own Arduino line-follower. Kits are provided; bring a laptop if you have one.",
    location: "Physics Lab 2, Academic Building 1, Government Science College",
    startsAt: dhaka("2026-12-11T09:30:00"),
    coverImageUrl: img("event-robotics-workshop.webp"),
  },
  {
    id: ev.geminidAstronomyNight,
    title: "Winter Astronomy Night: Geminids and Orion",
    description:
      "Watch the Geminid meteor shower from the college rooftop and find the Orion Nebula through our 8-inch telescope. Free and open to everyone: come up any time after 8 PM, and bring a warm shawl.",
    location: "Rooftop, Academic Building 2, Government Science College",
    startsAt: dhaka("2026-12-13T20:00:00"),
    coverImageUrl: img("event-astronomy-night.webp"),
  },
  {
    id: ev.nationalScienceFestival2027,
    title: "12th National Science Festival 2027",
    description:
      "Our national festival returns: project display, research paper presentation, science olympiad, quiz, wall magazine, robotics and rocketry segments for school, college and university students from all over Bangladesh.",
    location: "Government Science College, Tejgaon, Dhaka",
    startsAt: dhaka("2027-01-21T09:00:00"),
    coverImageUrl: img("event-science-festival.webp"),
    googleFormMode: "embed",
    googleFormUrl: "https://forms.example.org/gsc-science-club/national-science-festival-2027",
  },
  {
    id: ev.scienceOlympiad2027,
    title: "Dhaka Science Olympiad 2027",
    description:
      "Written rounds in physics, chemistry, biology and mathematics, followed by a problem-solving final. Medals and certificates for the top performers in each category.",
    location: "Examination Hall, Government Science College",
    startsAt: dhaka("2027-02-12T10:00:00"),
    coverImageUrl: img("event-olympiad.webp"),
  },
  {
    id: ev.scienceQuizChampionship2027,
    title: "Intra-College Science Quiz Championship 2027",
    description:
      "Section versus section: the annual buzzer quiz for HSC students. Registration is handled by the quizzing circuit's own form.",
    location: "College Auditorium, Government Science College",
    startsAt: dhaka("2027-03-10T14:00:00"),
    coverImageUrl: img("event-science-quiz.webp"),
    googleFormMode: "redirect",
    googleFormUrl: "https://forms.example.org/gsc-science-club/science-quiz-championship-2027",
  },
  {
    id: ev.photographyContest,
    title: "Science Photography Contest 2026 (postponed)",
    description: "Macro, nature and laboratory photography. Postponed until further notice.",
    location: "Online",
    startsAt: dhaka("2026-10-20T18:00:00"),
    active: false,
  },
];

const fullNameField: SampleFormField = {
  name: "full_name",
  label: "Full Name",
  type: "text",
  placeholder: "As written on your registration card",
  required: true,
};
const emailField: SampleFormField = {
  name: "email",
  label: "Email Address",
  type: "email",
  placeholder: "you@example.com",
  required: true,
};
const phoneField: SampleFormField = {
  name: "phone",
  label: "Mobile Number",
  type: "tel",
  placeholder: "01XXXXXXXXX",
  required: true,
};

/** The forms use every field type the registration dialog knows, plus one unknown type ("signature"). */
export const sampleEventRegistrationForms: EventRegistrationFormRow[] = [
  // National Science Festival (embed mode, with native forms as well)
  {
    eventId: ev.nationalScienceFestival2027,
    categoryId: cat.school,
    formFields: [
      { question: "Student's full name", type: "text", required: true },
      { name: "school_name", label: "School Name", type: "text", placeholder: "e.g. Tejgaon Government High School", required: true },
      { name: "class", label: "Class", type: "select", options: ["Class 6", "Class 7", "Class 8", "Class 9", "Class 10"], required: true },
      { name: "date_of_birth", label: "Date of Birth", type: "date", required: true },
      { name: "guardian_phone", label: "Guardian's Mobile Number", type: "tel", placeholder: "01XXXXXXXXX", required: true },
      emailField,
      {
        name: "segment",
        label: "Segment",
        type: "radio",
        options: ["Project Display", "Science Olympiad", "Science Quiz", "Wall Magazine"],
        required: true,
      },
      { name: "team_size", label: "Number of Team Members", type: "number", placeholder: "1 to 3" },
      { name: "project_summary", label: "Project Summary (if you chose Project Display)", type: "textarea", placeholder: "What does your project do, in 3-4 sentences?" },
      { name: "project_proposal", label: "Project Proposal (PDF or photo)", type: "file" },
    ] satisfies SampleFormField[],
  },
  {
    eventId: ev.nationalScienceFestival2027,
    categoryId: cat.college,
    formFields: [
      fullNameField,
      { name: "college_name", label: "College Name", type: "text", required: true },
      { name: "hsc_year", label: "HSC Year", type: "dropdown", options: ["HSC 2027", "HSC 2028"], required: true },
      phoneField,
      emailField,
      {
        name: "segments",
        label: "Segments You Want to Join",
        type: "checkboxes",
        options: ["Project Display", "Research Paper", "Science Olympiad", "Science Quiz", "Robotics", "Rocketry"],
        required: true,
      },
      {
        question: "How did you hear about the festival?",
        type: "multiple_choice",
        options: ["Facebook page", "Campus ambassador", "Friends", "Teacher", "Poster on campus"],
      },
      { name: "photo", label: "Your Photo (for the ID card)", type: "image", required: true },
      { name: "tshirt_size", label: "T-shirt Size", type: "select", options: ["S", "M", "L", "XL", "XXL"] },
    ] satisfies SampleFormField[],
  },
  {
    eventId: ev.nationalScienceFestival2027,
    categoryId: cat.university,
    formFields: [
      fullNameField,
      { name: "university", label: "University", type: "text", placeholder: "e.g. University of Dhaka", required: true },
      { name: "department", label: "Department", type: "text" },
      emailField,
      phoneField,
      { name: "paper_title", label: "Research Paper Title", type: "text", required: true },
      { name: "abstract", label: "Abstract", type: "textarea", placeholder: "At most 250 words", required: true },
      { name: "arrival", label: "Expected Arrival (date and time)", type: "datetime-local" },
      { question: "Preferred presentation time", type: "time" },
      {
        name: "rules_agreement",
        label: "Rules",
        type: "checkbox",
        options: ["I confirm the paper is our own work and follows the festival rules"],
        required: true,
      },
    ] satisfies SampleFormField[],
  },

  // Robotics Workshop (native)
  {
    eventId: ev.roboticsWorkshop,
    categoryId: cat.college,
    formFields: [
      fullNameField,
      { name: "college_roll", label: "College Roll", type: "text", placeholder: "e.g. 2412345", required: true },
      { name: "section", label: "Section", type: "select", options: ["Science A", "Science B", "Science C", "Science D"], required: true },
      phoneField,
      emailField,
      { name: "age", label: "Age", type: "number" },
      {
        name: "experience",
        label: "Have you built a robot before?",
        type: "radio",
        options: ["Never", "Once or twice", "Many times"],
        required: true,
      },
      { name: "laptop", label: "Can you bring a laptop?", type: "dropdown", options: ["Yes", "No"] },
      { name: "why_join", label: "Why do you want to join?", type: "textarea" },
    ] satisfies SampleFormField[],
  },
  {
    eventId: ev.roboticsWorkshop,
    categoryId: cat.university,
    // Uses every field type the dialog renders, so one registration exercises them all.
    formFields: [
      fullNameField,
      { name: "university", label: "University", type: "text", required: true },
      emailField,
      { question: "Mobile number", type: "tel", required: true },
      { name: "year_of_study", label: "Year of Study", type: "number", placeholder: "1 to 5" },
      { name: "date_of_birth", label: "Date of Birth", type: "date" },
      { name: "arrival", label: "Arrival on Day 1", type: "datetime-local" },
      { name: "free_from", label: "Free for mentoring from", type: "time" },
      { name: "department", label: "Department", type: "select", options: ["CSE", "EEE", "ME", "Physics", "Other"], required: true },
      { name: "tshirt_size", label: "T-shirt Size", type: "dropdown", options: ["S", "M", "L", "XL"] },
      { name: "join_as", label: "Join as", type: "radio", options: ["Participant", "Mentor volunteer"], required: true },
      { name: "arduino_level", label: "Arduino level", type: "multiple_choice", options: ["Beginner", "Intermediate", "Advanced"] },
      {
        name: "skills",
        label: "Which of these have you used?",
        type: "checkboxes",
        options: ["Arduino", "ESP32", "Raspberry Pi", "Soldering", "3D printing"],
      },
      { name: "rules", label: "Workshop rules", type: "checkbox", options: ["I will bring my student ID card"], required: true },
      { name: "robot_idea", label: "A robot you would like to build", type: "textarea", placeholder: "Two or three sentences" },
      { question: "Anything else we should know?" },
      { name: "cv", label: "CV (PDF or image)", type: "file" },
      { name: "photo", label: "Your Photo (for the ID card)", type: "image", required: true },
      { name: "mentor_signature", label: "Signature (mentor volunteers only)", type: "signature" },
    ] satisfies SampleFormField[],
  },
  {
    // A category with no fields yet: the dialog says "No registration form configured for this category."
    eventId: ev.roboticsWorkshop,
    categoryId: cat.open,
    formFields: [],
  },

  // Science Olympiad (native)
  {
    eventId: ev.scienceOlympiad2027,
    categoryId: cat.school,
    formFields: [
      fullNameField,
      { name: "school_name", label: "School Name", type: "text", required: true },
      { name: "class", label: "Class", type: "dropdown", options: ["Class 6", "Class 7", "Class 8", "Class 9", "Class 10"], required: true },
      { name: "date_of_birth", label: "Date of Birth", type: "date", required: true },
      { name: "guardian_phone", label: "Guardian's Mobile Number", type: "tel", required: true },
      {
        name: "subject",
        label: "Olympiad Subject",
        type: "multiple_choice",
        options: ["Physics", "Chemistry", "Biology", "Mathematics"],
        required: true,
      },
      { name: "student_id_card", label: "Photo of Student ID Card", type: "image", required: true },
    ] satisfies SampleFormField[],
  },
  {
    eventId: ev.scienceOlympiad2027,
    categoryId: cat.college,
    formFields: [
      fullNameField,
      { name: "college_name", label: "College Name", type: "text", required: true },
      emailField,
      phoneField,
      {
        name: "subjects",
        label: "Olympiad Subjects",
        type: "checkbox",
        options: ["Physics", "Chemistry", "Biology", "Mathematics", "ICT"],
        required: true,
      },
      { name: "reporting_time", label: "Preferred Reporting Time", type: "time" },
      { name: "previous_olympiads", label: "Previous olympiad achievements", type: "textarea", placeholder: "List any medals or ranks" },
    ] satisfies SampleFormField[],
  },
  {
    // Withdrawn: the olympiad is not open to the public this year.
    eventId: ev.scienceOlympiad2027,
    categoryId: cat.open,
    formFields: [fullNameField, emailField] satisfies SampleFormField[],
    active: false,
  },
];

// ---------------------------------------------------------------------------------------------
// Projects and publications

export const sampleProjects: ProjectRow[] = [
  {
    title: "Bottle Water Rocket with Parachute Recovery",
    description:
      "A two-litre bottle rocket launched with a bicycle pump, reaching about 60 metres. A spring-loaded nose cone releases a cloth parachute at apogee so the rocket can fly again.",
    coverImageUrl: img("project-water-rocket.webp"),
    demoUrl: "https://video.example.org/gsc-science-club/water-rocket-launch",
    createdAt: new Date("2024-03-14T10:00:00+06:00"),
  },
  {
    title: "Low-Cost Air Quality Monitor for Tejgaon",
    description:
      "An Arduino and PM2.5 sensor station that logs particulate matter, temperature and humidity every minute from the college rooftop and shows the readings on a simple web dashboard.",
    coverImageUrl: img("project-air-monitor.webp"),
    demoUrl: "https://airquality.example.org/tejgaon",
    repoUrl: "https://github.com/example-science-club/air-quality-monitor",
    createdAt: new Date("2024-10-02T10:00:00+06:00"),
  },
  {
    title: "Buriganga Water Quality Survey",
    description:
      "Members sampled river water at six ghats along the Buriganga and measured pH, turbidity and dissolved oxygen with field kits, then compared dry-season and monsoon results.",
    coverImageUrl: img("project-water-quality.webp"),
    createdAt: new Date("2025-02-20T10:00:00+06:00"),
  },
  {
    title: "Solar-Powered Irrigation Controller",
    description:
      "A soil-moisture sensor and a small solar panel drive a pump that waters the college garden only when the soil is dry, cutting water use by almost half during the trial.",
    coverImageUrl: img("project-solar-irrigation.webp"),
    demoUrl: "https://video.example.org/gsc-science-club/solar-irrigation",
    repoUrl: "https://github.com/example-science-club/solar-irrigation",
    createdAt: new Date("2025-08-09T10:00:00+06:00"),
  },
  {
    title: "Line-Following Robot \"Dinga\"",
    description:
      "Our entry for the national robotics contest: five IR sensors, a PID loop on an Arduino Nano and a 3D-printed chassis. Finished third in the college category.",
    repoUrl: "https://github.com/example-science-club/dinga-line-follower",
    createdAt: new Date("2025-12-01T10:00:00+06:00"),
  },
  {
    title: "Quiz Buzzer System for the Quizzing Circuit",
    description:
      "A wireless eight-team buzzer system with lock-out logic and a score display, now used at every intra-college quiz.",
    createdAt: new Date("2026-09-15T10:00:00+06:00"),
  },
  {
    title: "Hydroponic Tower for the Biology Lab",
    description: "A vertical hydroponic garden growing lettuce and mint; paused while the lab is being renovated.",
    createdAt: new Date("2026-05-04T10:00:00+06:00"),
    active: false,
  },
];

export const samplePublications: PublicationRow[] = [
  {
    title: "Seasonal Variation of PM2.5 in Tejgaon Industrial Area Measured with Low-Cost Sensors",
    type: "research_paper",
    year: 2025,
    abstract:
      "We report twelve months of particulate matter measurements from a rooftop station built by club members. Winter PM2.5 averages exceeded the national standard on 87% of days, while monsoon values fell below it. We compare our low-cost sensor readings with a reference monitor and discuss calibration for humid conditions.",
    authors: "Tanjim Rahman, Samiha Noor, Nowshin Tabassum",
    publishedIn: "GSC Science Club Research Paper Series, Vol. 4",
    pdfUrl: "https://papers.example.org/gsc-science-club/pm25-tejgaon-2025.pdf",
    coverImageUrl: img("publication-air-quality.webp"),
  },
  {
    title: "Heavy Metal Concentration in Buriganga River Water: A Student Field Study",
    type: "journal_article",
    year: 2024,
    abstract:
      "Water samples from six locations along the Buriganga were analysed for lead, chromium and cadmium. Chromium levels near tannery outflows were up to four times the permissible limit. The study shows that careful student fieldwork can support environmental monitoring.",
    authors: "Ayesha Siddika, Labiba Hossain, Md. Kamrul Hasan",
    publishedIn: "Bangladesh Journal of Young Scientists",
    doiUrl: "https://doi.org/10.5555/bjys.2024.0117",
    pdfUrl: "https://papers.example.org/gsc-science-club/buriganga-heavy-metals.pdf",
    coverImageUrl: img("publication-river-study.webp"),
  },
  {
    title: "Teaching Feedback Control with a Low-Cost Line-Following Robot",
    type: "conference_paper",
    year: 2026,
    abstract:
      "We describe a two-day workshop in which HSC students tune a PID controller on a line-following robot that costs under 2,500 taka. Pre- and post-workshop quizzes show clear gains in understanding of feedback.",
    authors: "Rakibul Hasan Rafi, Tanjim Rahman",
    publishedIn: "Proceedings of the National Youth Robotics Conference 2026, Dhaka",
    doiUrl: "https://doi.org/10.5555/nyrc.2026.042",
  },
  {
    title: "Antibacterial Activity of Neem Leaf Extract Against Common Household Bacteria",
    type: "research_paper",
    year: 2022,
    abstract:
      "Ethanol and water extracts of neem leaves were tested against E. coli and S. aureus using the disc diffusion method. The ethanol extract produced larger zones of inhibition.",
    authors: "Dr. Shamima Nasrin (advisor), Tasnuva Karim, Sharmin Sultana",
    publishedIn: "GSC Science Club Research Paper Series, Vol. 1",
    coverImageUrl: img("publication-neem-extract.webp"),
  },
  {
    title: "Solar Still Desalination for Coastal Households",
    type: "poster",
    year: 2023,
    abstract: "A double-slope solar still made from local materials produced 2.1 litres of drinking water per square metre per day in Dhaka's April sun.",
    authors: "Arnob Saha, Maisha Maliha",
    publishedIn: "11th National Science Festival, Poster Session",
  },
  {
    title: "Why the Night Sky over Dhaka Looks Orange",
    type: "magazine_article",
    year: null,
    abstract: "A short explainer on light pollution, sodium lamps and why we travel to Purbachal for astronomy nights.",
    authors: "Jannatul Ferdous",
    publishedIn: "Onneshon, the club's annual science magazine",
  },
  {
    title: "Distribution of Aedes Mosquito Larvae in Stagnant Water Around Tejgaon",
    type: "journal_article",
    year: 2026,
    abstract:
      "During the 2025 monsoon, members surveyed 140 containers and puddles within one kilometre of the college. Discarded tyres and construction sites held most Aedes larvae, suggesting where dengue prevention should focus.",
    authors: "Sumaiya Islam, Fahim Shahriar, Prof. Dr. Mahbuba Sultana",
    publishedIn: "Dhaka Journal of Student Science",
    doiUrl: "https://doi.org/10.5555/djss.2026.0033",
  },
  {
    title: "Design of a Bicycle-Pump Water Rocket Launcher",
    type: "conference_paper",
    year: 2024,
    abstract: "Withdrawn draft; superseded by the 2025 rocketry report.",
    authors: "Ayesha Siddika",
    publishedIn: "Student Rocketry Symposium 2024",
    active: false,
  },
];

// ---------------------------------------------------------------------------------------------
// Leader boards

export const sampleClubPartners: ClubPartnerRow[] = [
  {
    name: "Dr. Farzana Rahman",
    organization: "Bangladesh Young Astronomers Forum",
    roleTitle: "Founding Director",
    bio:
      "Dr. Farzana Rahman is an astrophysicist who has spent fifteen years bringing the night sky to students across Bangladesh. She founded the Bangladesh Young Astronomers Forum to lend telescopes to schools and colleges that cannot afford them. Together with our club she runs the winter astronomy nights and trains our members to guide visitors around the sky. Her mobile planetarium has visited more than 200 schools, from Dhaka to Cox's Bazar. She believes every student deserves to see the rings of Saturn at least once.",
    imageUrl: img("partner-astronomy-forum.webp"),
    email: "farzana.rahman@example.org",
    websiteUrl: "https://byaf.example.org",
    facebookUrl: "https://www.facebook.com/example.byaf",
    displayOrder: 1,
  },
  {
    name: "Shafiqul Islam",
    organization: "Nebula Robotics Lab",
    roleTitle: "Chief Executive Officer",
    bio: "A robotics start-up in Mirpur that sponsors the kits for our robotics workshops and mentors our rocketry team.",
    imageUrl: img("partner-robotics-lab.webp"),
    websiteUrl: "https://nebularobotics.example.org",
    linkedinUrl: "https://www.linkedin.com/company/example-nebula-robotics",
    twitterUrl: "https://x.com/example_nebula",
    displayOrder: 2,
  },
  {
    name: "Dhaka Youth Science Network",
    organization: "Dhaka Youth Science Network",
    roleTitle: "Media Partner",
    bio: "A network of science clubs from thirty colleges in Dhaka that shares judges, volunteers and publicity for each other's festivals.",
    imageUrl: img("partner-youth-network.webp"),
    websiteUrl: "https://dysn.example.org",
    facebookUrl: "https://www.facebook.com/example.dysn",
    instagramUrl: "https://www.instagram.com/example.dysn",
    displayOrder: 3,
  },
  {
    name: "Nazmul Huda",
    organization: "Shikkha Lab Publications",
    roleTitle: "Publishing Partner",
    bio: "Prints our annual magazine Onneshon at cost.",
    email: "nazmul.huda@example.org",
    displayOrder: 4,
  },
  {
    name: "Tahsin Ahmed",
    organization: "Padma Biotech Research Centre",
    roleTitle: "Research Mentor",
    bio: "Supervises student research papers in microbiology and hosts lab visits for the Project Display and Research Paper department.",
    linkedinUrl: "https://www.linkedin.com/in/example-tahsin-ahmed",
    instagramUrl: "https://www.instagram.com/example.padmabiotech",
    displayOrder: 5,
  },
  {
    name: "Karim Stationery and Lab Supplies",
    organization: "Karim Stationery and Lab Supplies, Nilkhet",
    roleTitle: "Former Equipment Sponsor",
    bio: "Supplied glassware for the 2023 festival.",
    displayOrder: 6,
    active: false,
  },
];

export const sampleCampusAmbassadors: CampusAmbassadorRow[] = [
  { caNumber: "CA-001", name: "Mahfuz Alam", institution: "Dhaka College", imageUrl: img("ambassador-01.webp"), points: 1240 },
  { caNumber: "CA-002", name: "Tasfia Rahman", institution: "Viqarunnisa Noon College", imageUrl: img("ambassador-02.webp"), points: 1185 },
  { caNumber: "CA-003", name: "Sourav Das", institution: "Notre Dame College, Dhaka", imageUrl: img("ambassador-03.webp"), points: 1090 },
  { caNumber: "CA-004", name: "Nusaiba Khan", institution: "Holy Cross College", points: 960 },
  { caNumber: "CA-005", name: "Ridwan Hossain", institution: "Dhaka Residential Model College", points: 875 },
  { caNumber: "CA-006", name: "Afsana Mimi", institution: "Adamjee Cantonment College", points: 875 },
  { caNumber: "CA-007", name: "Jubayer Ahmed", institution: "Rajuk Uttara Model College", points: 790 },
  { caNumber: "CA-008", name: "Priyanka Saha", institution: "Dhaka City College", points: 720 },
  { caNumber: "CA-009", name: "Tanvir Hasan Nayeem", institution: "Ideal School and College, Motijheel", points: 655 },
  { caNumber: "CA-010", name: "Lamisa Chowdhury", institution: "BAF Shaheen College Dhaka", points: 540 },
  { caNumber: "CA-011", name: "Sakib Al Hasan Rony", institution: "Tejgaon College", points: 430 },
  { caNumber: "CA-012", name: "Umme Habiba", institution: "Mohammadpur Government College", points: 315 },
  { caNumber: "CA-013", name: "Arafat Rahman", institution: "Dhaka Imperial College", points: 210 },
  { caNumber: "CA-014", name: "Mehjabin Tasnim", institution: "Milestone College, Uttara", points: 95 },
  { caNumber: "CA-015", name: "Rashedul Karim", institution: "Government Science College", points: 700, active: false },
];
