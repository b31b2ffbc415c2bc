/**
 * Sample content for a new database: what the site shows before the club enters its own data.
 * Plain data only; `seed.ts` inserts it. People, e-mail addresses and links are invented
 * (example.com / example.org addresses, "example." social handles). Images are the illustrated
 * placeholders under `public/images/sample/`.
 *
 * What editors write has its Bangla twin beside the English (`titleBn`, `labelBn`, `optionsBn`...),
 * in the terms of docs/glossary-bn.md, so the Bangla pages show Bangla with the sample content. Names
 * of people, organisations, institutions, journals and authors stay as entered;
 * a placeholder with nothing to translate (an e-mail address, a number pattern) and the T-shirt sizes
 * have no twin.
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
  researchMethodsWorkshop: "c8a3f5e7-2b9d-4c4a-8f68-2be26384af9a",
  programmingWorkshop: "d9b4a6f8-3cae-4d5b-9a79-3cf37495b0ab",
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
    roleTitleBn: "শিক্ষক উপদেষ্টা, পদার্থবিজ্ঞান বিভাগ",
    imageUrl: portrait(6),
    email: "mahbuba.sultana@example.com",
    displayOrder: 1,
  },
  {
    name: "Md. Kamrul Hasan",
    roleTitle: "Faculty Advisor, Department of Chemistry",
    roleTitleBn: "শিক্ষক উপদেষ্টা, রসায়ন বিভাগ",
    imageUrl: portrait(9),
    email: "kamrul.hasan@example.com",
    displayOrder: 2,
  },
  {
    name: "Tahmid Hasan Chowdhury",
    roleTitle: "Club President",
    roleTitleBn: "ক্লাব সভাপতি",
    imageUrl: portrait(1),
    facebookUrl: "https://www.facebook.com/example.tahmid.chowdhury",
    instagramUrl: "https://www.instagram.com/example.tahmid",
    email: "tahmid.chowdhury@example.com",
    displayOrder: 3,
  },
  {
    name: "Nusrat Jahan Mim",
    roleTitle: "Festival Coordinator",
    roleTitleBn: "উৎসব সমন্বয়ক",
    imageUrl: portrait(2),
    facebookUrl: "https://www.facebook.com/example.nusrat.mim",
    displayOrder: 4,
  },
  {
    name: "Sadia Afrin Lamia",
    roleTitle: "Olympiad Circuit Coordinator",
    roleTitleBn: "অলিম্পিয়াড সার্কিট সমন্বয়ক",
    imageUrl: portrait(4),
    instagramUrl: "https://www.instagram.com/example.sadia.lamia",
    displayOrder: 5,
  },
  {
    name: "Rakibul Hasan Rafi",
    roleTitle: "Robotics Workshop Mentor",
    roleTitleBn: "রোবটিক্স কর্মশালার মেন্টর",
    imageUrl: portrait(3),
    email: "rakibul.rafi@example.com",
    displayOrder: 5,
  },
  {
    name: "Ishrat Jahan Tonni",
    roleTitle: "Wall Magazine Editor",
    roleTitleBn: "দেয়াল পত্রিকা সম্পাদক",
    imageUrl: portrait(8),
    facebookUrl: "https://www.facebook.com/example.ishrat.tonni",
    instagramUrl: "https://www.instagram.com/example.ishrat",
  },
  {
    name: "Abrar Fahim",
    roleTitle: "Volunteer, Photography and Media",
    roleTitleBn: "স্বেচ্ছাসেবক, ফটোগ্রাফি ও মিডিয়া",
    facebookUrl: "https://www.facebook.com/example.abrar.fahim",
  },
  {
    name: "Mushfiqur Rahman Nabil",
    roleTitle: "Web and IT Volunteer",
    roleTitleBn: "ওয়েব ও আইটি স্বেচ্ছাসেবক",
    imageUrl: portrait(7),
    email: "nabil.rahman@example.com",
  },
  {
    name: "Fatema Tuz Zohra",
    roleTitle: "Quiz Circuit Volunteer",
    roleTitleBn: "কুইজ সার্কিট স্বেচ্ছাসেবক",
  },
  {
    name: "Zarif Ahmed Siam",
    roleTitle: "Gaming Affairs Volunteer",
    roleTitleBn: "গেমিং বিষয়ক স্বেচ্ছাসেবক",
    imageUrl: portrait(10),
    instagramUrl: "https://www.instagram.com/example.zarif.siam",
    displayOrder: 8,
  },
  {
    name: "Shahriar Kabir Joy",
    roleTitle: "Volunteer (2024 session)",
    roleTitleBn: "স্বেচ্ছাসেবক (২০২৪ সেশন)",
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
    titleBn: "সভাপতি",
    imageUrl: portrait(1),
    facebookUrl: "https://www.facebook.com/example.tahmid.chowdhury",
    instagramUrl: "https://www.instagram.com/example.tahmid",
    email: "tahmid.chowdhury@example.com",
    displayOrder: 1,
  },
  {
    name: "Nusrat Jahan Mim",
    title: "Vice President of Administration",
    titleBn: "সহসভাপতি (প্রশাসন)",
    imageUrl: portrait(2),
    facebookUrl: "https://www.facebook.com/example.nusrat.mim",
    email: "nusrat.mim@example.com",
    displayOrder: 2,
  },
  {
    name: "Sadman Sakib",
    title: "General Secretary",
    titleBn: "সাধারণ সম্পাদক",
    imageUrl: portrait(3),
    facebookUrl: "https://www.facebook.com/example.sadman.sakib",
    displayOrder: 3,
  },
  {
    name: "Farhan Ishraq",
    title: "OS",
    titleBn: "সাংগঠনিক সম্পাদক",
    imageUrl: portrait(5),
    instagramUrl: "https://www.instagram.com/example.farhan.ishraq",
    displayOrder: 4,
  },
  {
    name: "Raisa Tabassum",
    title: "Vice President of General",
    titleBn: "সহসভাপতি (সাধারণ)",
    imageUrl: portrait(4),
    email: "raisa.tabassum@example.com",
    displayOrder: 5,
  },
  {
    name: "Mahir Faisal",
    title: "Joint Secretary of Administration",
    titleBn: "যুগ্ম সম্পাদক (প্রশাসন)",
    imageUrl: portrait(7),
    facebookUrl: "https://www.facebook.com/example.mahir.faisal",
  },
  {
    name: "Anika Rahman",
    title: "Treasurer",
    titleBn: "কোষাধ্যক্ষ",
    imageUrl: portrait(8),
    email: "anika.rahman@example.com",
    displayOrder: 7,
  },
  {
    name: "Ariful Islam Rafi",
    title: "Assistant General Secretary (AGS)",
    titleBn: "সহকারী সাধারণ সম্পাদক (এজিএস)",
    imageUrl: portrait(10),
    facebookUrl: "https://www.facebook.com/example.ariful.rafi",
    instagramUrl: "https://www.instagram.com/example.arif.rafi",
  },
  {
    name: "Sabrina Akter",
    title: "In-Charge Volunteer",
    titleBn: "ইন-চার্জ স্বেচ্ছাসেবক",
    imageUrl: portrait(6),
  },
  {
    name: "Tanvir Ahmed",
    title: "Club Officer",
    titleBn: "ক্লাব অফিসার",
    facebookUrl: "https://www.facebook.com/example.tanvir.ahmed",
  },
  {
    name: "Jannatul Ferdous",
    title: "Executive Reporter",
    titleBn: "নির্বাহী প্রতিবেদক",
    imageUrl: portrait(4),
    email: "jannatul.ferdous@example.com",
  },
  {
    name: "Rakibul Hasan Rafi",
    title: "Department Head, Robotics and Rocketry",
    titleBn: "বিভাগীয় প্রধান, রোবটিক্স ও রকেট্রি",
    imageUrl: portrait(9),
    email: "rakibul.rafi@example.com",
  },
  {
    name: "Adnan Sami",
    title: "Department Secretary, Photography and Media",
    titleBn: "বিভাগীয় সম্পাদক, ফটোগ্রাফি ও মিডিয়া",
    instagramUrl: "https://www.instagram.com/example.adnan.sami",
  },
  {
    name: "Zubair Hasan",
    title: "Vice-President (Publicity)",
    titleBn: "সহসভাপতি (প্রচার)",
    displayOrder: 9,
  },
  {
    name: "Mehedi Hasan Shuvo",
    title: "Vice President",
    titleBn: "সহসভাপতি",
    imageUrl: portrait(3),
    facebookUrl: "https://www.facebook.com/example.mehedi.shuvo",
  },
  {
    name: "Fariha Islam",
    title: "Joint Secretary",
    titleBn: "যুগ্ম সম্পাদক",
    imageUrl: portrait(2),
    instagramUrl: "https://www.instagram.com/example.fariha.islam",
  },
  {
    name: "Nafis Iqbal",
    title: "Chief Science Communicator",
    titleBn: "প্রধান বিজ্ঞান যোগাযোগকারী",
    imageUrl: portrait(5),
  },
  {
    name: "Shafayet Karim",
    title: "Treasurer",
    titleBn: "কোষাধ্যক্ষ",
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
    titleBn: "সাংগঠনিক সম্পাদক",
    imageUrl: portrait(2),
    facebookUrl: "https://www.facebook.com/example.tasnim.prova",
    linkedinUrl: "https://www.linkedin.com/in/example-tasnim-prova",
    displayOrder: 1,
  },
  {
    name: "Arnob Saha",
    title: "Organizing Secretary (Festival)",
    titleBn: "সাংগঠনিক সম্পাদক (উৎসব)",
    imageUrl: portrait(3),
    instagramUrl: "https://www.instagram.com/example.arnob.saha",
    displayOrder: 2,
  },
  {
    name: "Labiba Hossain",
    title: "Event Management Lead",
    titleBn: "ইভেন্ট ব্যবস্থাপনা প্রধান",
    imageUrl: portrait(8),
    facebookUrl: "https://www.facebook.com/example.labiba.hossain",
    email: "labiba.hossain@example.com",
    displayOrder: 3,
  },
  {
    name: "Rifat Mahmud",
    title: "Event Management Executive",
    titleBn: "ইভেন্ট ব্যবস্থাপনা নির্বাহী",
    imageUrl: portrait(5),
    twitterUrl: "https://x.com/example_rifat",
  },
  {
    name: "Sumaiya Islam",
    title: "Assistant Treasurer",
    titleBn: "সহকারী কোষাধ্যক্ষ",
    imageUrl: portrait(6),
    email: "sumaiya.islam@example.com",
    displayOrder: 4,
  },
  {
    name: "Imran Hossain Sajid",
    title: "In-Charge Volunteer",
    titleBn: "ইন-চার্জ স্বেচ্ছাসেবক",
    imageUrl: portrait(10),
    facebookUrl: "https://www.facebook.com/example.imran.sajid",
  },
  {
    name: "Nadia Chowdhury",
    title: "In Charge Volunteer (Registration Desk)",
    titleBn: "ইন-চার্জ স্বেচ্ছাসেবক (নিবন্ধন ডেস্ক)",
    imageUrl: portrait(4),
  },
  {
    name: "Sabbir Hossain",
    title: "IOV (Logistics)",
    titleBn: "ইন-চার্জ স্বেচ্ছাসেবক (লজিস্টিকস)",
    instagramUrl: "https://www.instagram.com/example.sabbir.iov",
  },
  {
    name: "Maisha Maliha",
    title: "Club Officer",
    titleBn: "ক্লাব অফিসার",
    imageUrl: portrait(8),
    linkedinUrl: "https://www.linkedin.com/in/example-maisha-maliha",
    email: "maisha.maliha@example.com",
  },
  {
    name: "Fahim Shahriar",
    title: "Senior Reporter",
    titleBn: "জ্যেষ্ঠ প্রতিবেদক",
    imageUrl: portrait(7),
    twitterUrl: "https://x.com/example_fahim_s",
  },
  {
    name: "Ayesha Siddika",
    title: "Rocketry Secretary",
    titleBn: "রকেট্রি সম্পাদক",
    imageUrl: portrait(6),
    githubUrl: "https://github.com/example-ayesha-rocketry",
    displayOrder: 5,
  },
  {
    name: "Tanjim Rahman",
    title: "Robotics Lead",
    titleBn: "রোবটিক্স প্রধান",
    imageUrl: portrait(1),
    githubUrl: "https://github.com/example-tanjim",
    linkedinUrl: "https://www.linkedin.com/in/example-tanjim-rahman",
  },
  {
    name: "Nowshin Tabassum",
    title: "Project Display and Research Paper Secretary",
    titleBn: "প্রজেক্ট ডিসপ্লে ও গবেষণাপত্র সম্পাদক",
    imageUrl: portrait(2),
    email: "nowshin.tabassum@example.com",
  },
  {
    name: "Saif Uddin Ahmed",
    title: "Quizzing Affairs Secretary",
    titleBn: "কুইজিং বিষয়ক সম্পাদক",
    imageUrl: portrait(9),
    facebookUrl: "https://www.facebook.com/example.saif.uddin",
  },
  {
    name: "Rayhan Kabir",
    title: "Gaming Affairs Secretary",
    titleBn: "গেমিং বিষয়ক সম্পাদক",
    imageUrl: portrait(10),
    twitterUrl: "https://x.com/example_rayhan_gg",
    githubUrl: "https://github.com/example-rayhan",
  },
  {
    name: "Adiba Anjum",
    title: "Photography Lead",
    titleBn: "ফটোগ্রাফি প্রধান",
    instagramUrl: "https://www.instagram.com/example.adiba.clicks",
  },
  {
    name: "Tawsif Hasan",
    title: "Graphic Design Executive",
    titleBn: "গ্রাফিক ডিজাইন নির্বাহী",
    imageUrl: portrait(5),
    instagramUrl: "https://www.instagram.com/example.tawsif.designs",
    linkedinUrl: "https://www.linkedin.com/in/example-tawsif-hasan",
  },
  {
    name: "Mithila Rahman",
    title: "Social Media Manager",
    titleBn: "সোশ্যাল মিডিয়া ব্যবস্থাপক",
    imageUrl: portrait(4),
    facebookUrl: "https://www.facebook.com/example.mithila.rahman",
    instagramUrl: "https://www.instagram.com/example.mithila",
    twitterUrl: "https://x.com/example_mithila",
  },
  {
    name: "Shahed Alam",
    title: "Alumni Liaison",
    titleBn: "প্রাক্তন সদস্য সমন্বয়ক",
    email: "shahed.alam@example.com",
  },
  {
    name: "Samiha Noor",
    title: "Departmental Coordinator (IT)",
    titleBn: "বিভাগীয় সমন্বয়ক (আইটি)",
    imageUrl: portrait(8),
    githubUrl: "https://github.com/example-samiha",
  },
  {
    name: "Asif Iqbal",
    title: "Departmental Member",
    titleBn: "বিভাগীয় সদস্য",
    imageUrl: portrait(3),
  },
  {
    name: "Proma Das",
    title: "Organizational Reporter",
    titleBn: "সাংগঠনিক প্রতিবেদক",
    imageUrl: portrait(2),
  },
  {
    name: "Jubair Alam",
    title: "Departmental Treasurer (Robotics)",
    titleBn: "বিভাগীয় কোষাধ্যক্ষ (রোবটিক্স)",
    imageUrl: portrait(1),
  },
  {
    name: "Kawsar Ahmed",
    title: "General Member",
    titleBn: "সাধারণ সদস্য",
  },
  {
    name: "Rumana Akter",
    title: "Event Management Executive",
    titleBn: "ইভেন্ট ব্যবস্থাপনা নির্বাহী",
    imageUrl: portrait(6),
    active: false,
  },
];

export const sampleAlumniMembers: AlumniMemberRow[] = [
  {
    name: "Dr. Shamima Nasrin",
    jobTitle: "Associate Professor of Physics",
    jobTitleBn: "পদার্থবিজ্ঞানের সহযোগী অধ্যাপক",
    company: "University of Dhaka",
    graduationYear: 2008,
    imageUrl: portrait(6),
    linkedinUrl: "https://www.linkedin.com/in/example-shamima-nasrin",
    email: "shamima.nasrin@example.com",
  },
  {
    name: "Ahsan Habib",
    jobTitle: "Software Engineer",
    jobTitleBn: "সফটওয়্যার প্রকৌশলী",
    company: "Meghna Data Labs",
    graduationYear: 2016,
    imageUrl: portrait(9),
    linkedinUrl: "https://www.linkedin.com/in/example-ahsan-habib",
    githubUrl: "https://github.com/example-ahsan",
  },
  {
    name: "Tasnuva Karim",
    jobTitle: "Research Officer",
    jobTitleBn: "গবেষণা কর্মকর্তা",
    company: "Padma Biotech Research Centre",
    graduationYear: 2019,
    imageUrl: portrait(8),
    twitterUrl: "https://x.com/example_tasnuva",
  },
  {
    name: "Rezwanul Haque",
    jobTitle: "Embedded Systems Engineer",
    jobTitleBn: "এমবেডেড সিস্টেমস প্রকৌশলী",
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
    jobTitleBn: "বিজ্ঞান শিক্ষক",
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
    jobTitleBn: "ডেটা বিশ্লেষক",
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
    nameBn: "স্কুল (৬ষ্ঠ-১০ম শ্রেণি)",
    description: "Students of Class 6 to Class 10 from any school in Bangladesh.",
    descriptionBn: "বাংলাদেশের যেকোনো স্কুলের ৬ষ্ঠ থেকে ১০ম শ্রেণির শিক্ষার্থী।",
    displayOrder: 1,
  },
  {
    id: cat.college,
    name: "College (HSC)",
    nameBn: "কলেজ (এইচএসসি)",
    description: "HSC first- and second-year students, including our own members.",
    descriptionBn: "এইচএসসি প্রথম ও দ্বিতীয় বর্ষের শিক্ষার্থী, আমাদের ক্লাবের সদস্যরাও।",
    displayOrder: 2,
  },
  {
    id: cat.university,
    name: "University",
    nameBn: "বিশ্ববিদ্যালয়",
    description: "Undergraduate students of any public or private university.",
    descriptionBn: "যেকোনো সরকারি বা বেসরকারি বিশ্ববিদ্যালয়ের স্নাতক পর্যায়ের শিক্ষার্থী।",
    displayOrder: 3,
  },
  {
    id: cat.open,
    name: "Open",
    nameBn: "উন্মুক্ত",
    description: "Anyone with an interest in science: guardians, alumni and the public.",
    descriptionBn: "বিজ্ঞানে আগ্রহী যে কেউ: অভিভাবক, প্রাক্তন সদস্য ও সাধারণ মানুষ।",
    displayOrder: 4,
  },
  {
    id: cat.teacher,
    name: "Teacher",
    nameBn: "শিক্ষক",
    description: "Science teachers accompanying a school or college team.",
    descriptionBn: "স্কুল বা কলেজের দলের সঙ্গে আসা বিজ্ঞান শিক্ষক।",
    displayOrder: 5,
    active: false,
  },
];

const dhaka = (isoLocal: string) => new Date(`${isoLocal}+06:00`);

export const sampleEvents: EventRow[] = [
  {
    id: ev.intraCollegeFestival2026,
    title: "38th Intra-College Science Festival",
    titleBn: "৩৮তম অভ্যন্তরীণ বিজ্ঞান উৎসব",
    description:
      "Three days of project displays, wall magazines, science quizzes and olympiad rounds for every section of the college. More than 150 projects were exhibited in the central field.",
    descriptionBn:
      "কলেজের প্রতিটি শাখার জন্য তিন দিনের প্রজেক্ট ডিসপ্লে, দেয়াল পত্রিকা, বিজ্ঞান কুইজ ও অলিম্পিয়াডের পর্ব। কেন্দ্রীয় মাঠে ১৫০টিরও বেশি প্রকল্প প্রদর্শিত হয়েছিল।",
    location: "Government Science College campus, Tejgaon, Dhaka",
    locationBn: "সরকারি বিজ্ঞান কলেজ ক্যাম্পাস, তেজগাঁও, ঢাকা",
    startsAt: dhaka("2026-03-05T09:00:00"),
    coverImageUrl: img("event-science-fair.webp"),
    photosUrl: "https://photos.example.org/gsc-science-club/intra-college-festival-2026",
  },
  {
    id: ev.interCollegeQuiz2026,
    title: "Inter-College Science Quiz 2026",
    titleBn: "আন্তঃকলেজ বিজ্ঞান কুইজ ২০২৬",
    description:
      "Thirty-two teams from colleges across Dhaka battled through buzzer rounds on physics, chemistry, biology and the history of science.",
    descriptionBn:
      "ঢাকার নানা কলেজের বত্রিশটি দল পদার্থবিজ্ঞান, রসায়ন, জীববিজ্ঞান ও বিজ্ঞানের ইতিহাস নিয়ে বাজার-রাউন্ডে লড়েছে।",
    location: "College Auditorium, Government Science College",
    locationBn: "কলেজ মিলনায়তন, সরকারি বিজ্ঞান কলেজ",
    startsAt: dhaka("2026-06-18T10:00:00"),
    coverImageUrl: img("event-science-quiz.webp"),
    photosUrl: "https://photos.example.org/gsc-science-club/science-quiz-2026",
  },
  {
    id: ev.perseidAstronomyNight,
    title: "Astronomy Night: Perseid Meteor Watch",
    titleBn: "জ্যোতির্বিজ্ঞান রাত: পারসিড উল্কাবৃষ্টি পর্যবেক্ষণ",
    description:
      "An overnight sky-watching session with telescopes, a short talk on meteor showers, and a count of Perseid meteors away from the city lights.",
    descriptionBn:
      "শহরের আলো থেকে দূরে সারা রাত টেলিস্কোপে আকাশ দেখা, উল্কাবৃষ্টি নিয়ে একটি ছোট আলোচনা এবং পারসিড উল্কা গণনা।",
    location: "Open field, Purbachal, Dhaka",
    locationBn: "খোলা মাঠ, পূর্বাচল, ঢাকা",
    startsAt: dhaka("2026-08-12T21:00:00"),
    coverImageUrl: img("event-astronomy-night.webp"),
    photosUrl: "https://photos.example.org/gsc-science-club/perseid-night-2026",
  },
  {
    id: ev.roboticsWorkshop,
    kind: "workshop",
    title: "Robotics Workshop: Build a Line-Following Robot",
    titleBn: "রোবটিক্স কর্মশালা: লাইন-ফলোয়িং রোবট তৈরি করুন",
    description:
      "A hands-on two-day workshop: sensors, motor drivers and a little PID control. Teams of three build and race their own Arduino line-follower. Kits are provided; bring a laptop if you have one.",
    descriptionBn:
      "হাতে-কলমে দুই দিনের কর্মশালা: সেন্সর, মোটর ড্রাইভার আর খানিকটা PID নিয়ন্ত্রণ। তিনজনের একেকটি দল নিজেদের আরডুইনো লাইন-ফলোয়ার বানিয়ে প্রতিযোগিতায় নামাবে। কিট দেওয়া হবে; ল্যাপটপ থাকলে সঙ্গে আনুন।",
    location: "Physics Lab 2, Academic Building 1, Government Science College",
    locationBn: "পদার্থবিজ্ঞান ল্যাব ২, একাডেমিক ভবন ১, সরকারি বিজ্ঞান কলেজ",
    startsAt: dhaka("2026-12-11T09:30:00"),
    coverImageUrl: img("event-robotics-workshop.webp"),
  },
  {
    id: ev.geminidAstronomyNight,
    title: "Winter Astronomy Night: Geminids and Orion",
    titleBn: "শীতের জ্যোতির্বিজ্ঞান রাত: জেমিনিড ও কালপুরুষ",
    description:
      "Watch the Geminid meteor shower from the college rooftop and find the Orion Nebula through our 8-inch telescope. Free and open to everyone: come up any time after 8 PM, and bring a warm shawl.",
    descriptionBn:
      "কলেজের ছাদ থেকে জেমিনিড উল্কাবৃষ্টি দেখুন, আর আমাদের ৮ ইঞ্চি টেলিস্কোপে খুঁজে নিন কালপুরুষ নীহারিকা। বিনামূল্যে, সবার জন্য উন্মুক্ত: রাত ৮টার পর যেকোনো সময় ছাদে চলে আসুন, সঙ্গে একটি গরম শাল আনুন।",
    location: "Rooftop, Academic Building 2, Government Science College",
    locationBn: "ছাদ, একাডেমিক ভবন ২, সরকারি বিজ্ঞান কলেজ",
    startsAt: dhaka("2026-12-13T20:00:00"),
    coverImageUrl: img("event-astronomy-night.webp"),
  },
  {
    id: ev.nationalScienceFestival2027,
    title: "12th National Science Festival 2027",
    titleBn: "১২তম জাতীয় বিজ্ঞান উৎসব ২০২৭",
    description:
      "Our national festival returns: project display, research paper presentation, science olympiad, quiz, wall magazine, robotics and rocketry segments for school, college and university students from all over Bangladesh.",
    descriptionBn:
      "আবার ফিরছে আমাদের জাতীয় উৎসব: সারা বাংলাদেশের স্কুল, কলেজ ও বিশ্ববিদ্যালয়ের শিক্ষার্থীদের জন্য প্রজেক্ট ডিসপ্লে, গবেষণাপত্র উপস্থাপন, বিজ্ঞান অলিম্পিয়াড, কুইজ, দেয়াল পত্রিকা, রোবটিক্স ও রকেট্রি সেগমেন্ট।",
    location: "Government Science College, Tejgaon, Dhaka",
    locationBn: "সরকারি বিজ্ঞান কলেজ, তেজগাঁও, ঢাকা",
    startsAt: dhaka("2027-01-21T09:00:00"),
    coverImageUrl: img("event-science-festival.webp"),
    googleFormMode: "embed",
    googleFormUrl: "https://forms.example.org/gsc-science-club/national-science-festival-2027",
  },
  {
    id: ev.scienceOlympiad2027,
    title: "Dhaka Science Olympiad 2027",
    titleBn: "ঢাকা বিজ্ঞান অলিম্পিয়াড ২০২৭",
    description:
      "Written rounds in physics, chemistry, biology and mathematics, followed by a problem-solving final. Medals and certificates for the top performers in each category.",
    descriptionBn:
      "পদার্থবিজ্ঞান, রসায়ন, জীববিজ্ঞান ও গণিতে লিখিত পর্ব, তারপর সমস্যা সমাধানের চূড়ান্ত পর্ব। প্রতিটি ক্যাটাগরির সেরাদের জন্য পদক ও সনদ।",
    location: "Examination Hall, Government Science College",
    locationBn: "পরীক্ষার হল, সরকারি বিজ্ঞান কলেজ",
    startsAt: dhaka("2027-02-12T10:00:00"),
    coverImageUrl: img("event-olympiad.webp"),
  },
  {
    id: ev.scienceQuizChampionship2027,
    title: "Intra-College Science Quiz Championship 2027",
    titleBn: "অভ্যন্তরীণ বিজ্ঞান কুইজ চ্যাম্পিয়নশিপ ২০২৭",
    description:
      "Section versus section: the annual buzzer quiz for HSC students. Registration is handled by the quizzing circuit's own form.",
    descriptionBn:
      "শাখা বনাম শাখা: এইচএসসি শিক্ষার্থীদের বার্ষিক বাজার-কুইজ। নিবন্ধন হবে কুইজিং সার্কিটের নিজস্ব ফর্মে।",
    location: "College Auditorium, Government Science College",
    locationBn: "কলেজ মিলনায়তন, সরকারি বিজ্ঞান কলেজ",
    startsAt: dhaka("2027-03-10T14:00:00"),
    coverImageUrl: img("event-science-quiz.webp"),
    googleFormMode: "redirect",
    googleFormUrl: "https://forms.example.org/gsc-science-club/science-quiz-championship-2027",
  },
  {
    id: ev.researchMethodsWorkshop,
    kind: "workshop",
    title: "Research Methods Workshop: From Question to Paper",
    titleBn: "গবেষণা পদ্ধতি কর্মশালা: প্রশ্ন থেকে গবেষণাপত্র",
    description:
      "Three evenings before the festival season: asking a testable question, designing a fair experiment, measuring well, and writing and presenting a paper that stands up in front of the judges.",
    descriptionBn:
      "উৎসবের মৌসুমের আগে তিন সন্ধ্যা: যাচাইযোগ্য প্রশ্ন করা, নিরপেক্ষ পরীক্ষার নকশা, ঠিকভাবে মাপা, আর বিচারকদের সামনে টিকে থাকার মতো গবেষণাপত্র লেখা ও উপস্থাপন।",
    location: "Seminar Room, Academic Building 1, Government Science College",
    locationBn: "সেমিনার কক্ষ, একাডেমিক ভবন ১, সরকারি বিজ্ঞান কলেজ",
    startsAt: dhaka("2026-02-14T15:00:00"),
    endsAt: dhaka("2026-02-14T18:00:00"),
    photosUrl: "https://photos.example.org/gsc-science-club/research-methods-workshop-2026",
  },
  {
    id: ev.programmingWorkshop,
    kind: "workshop",
    title: "Programming Workshop: Python from Scratch",
    titleBn: "প্রোগ্রামিং কর্মশালা: শূন্য থেকে পাইথন",
    description:
      "From your first program to solving contest problems: variables, loops and functions, then problem solving and a practice contest. Beginner friendly; the lab's computers are yours for the day.",
    descriptionBn:
      "প্রথম প্রোগ্রাম থেকে প্রতিযোগিতার সমস্যা সমাধান: ভেরিয়েবল, লুপ ও ফাংশন, তারপর সমস্যা সমাধান আর একটি অনুশীলন প্রতিযোগিতা। নতুনদের জন্য উপযোগী; সারা দিন ল্যাবের কম্পিউটার আপনার।",
    location: "Computer Lab, Academic Building 2, Government Science College",
    locationBn: "কম্পিউটার ল্যাব, একাডেমিক ভবন ২, সরকারি বিজ্ঞান কলেজ",
    startsAt: dhaka("2027-01-09T10:00:00"),
    endsAt: dhaka("2027-01-09T16:00:00"),
  },
  {
    id: ev.photographyContest,
    title: "Science Photography Contest 2026 (postponed)",
    titleBn: "বিজ্ঞান ফটোগ্রাফি প্রতিযোগিতা ২০২৬ (স্থগিত)",
    description: "Macro, nature and laboratory photography. Postponed until further notice.",
    descriptionBn: "ম্যাক্রো, প্রকৃতি ও ল্যাবরেটরির ফটোগ্রাফি। পরবর্তী ঘোষণা না দেওয়া পর্যন্ত স্থগিত।",
    location: "Online",
    locationBn: "অনলাইন",
    startsAt: dhaka("2026-10-20T18:00:00"),
    active: false,
  },
];

const fullNameField: SampleFormField = {
  name: "full_name",
  label: "Full Name",
  labelBn: "পূর্ণ নাম",
  type: "text",
  placeholder: "As written on your registration card",
  placeholderBn: "আপনার নিবন্ধন কার্ডে যেভাবে লেখা আছে",
  required: true,
};
const emailField: SampleFormField = {
  name: "email",
  label: "Email Address",
  labelBn: "ই-মেইল ঠিকানা",
  type: "email",
  placeholder: "you@example.com",
  required: true,
};
const phoneField: SampleFormField = {
  name: "phone",
  label: "Mobile Number",
  labelBn: "মোবাইল নম্বর",
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
      { question: "Student's full name", labelBn: "শিক্ষার্থীর পূর্ণ নাম", type: "text", required: true },
      { name: "school_name", label: "School Name", labelBn: "স্কুলের নাম", type: "text", placeholder: "e.g. Tejgaon Government High School", placeholderBn: "যেমন: Tejgaon Government High School", required: true },
      { name: "class", label: "Class", labelBn: "শ্রেণি", type: "select", options: ["Class 6", "Class 7", "Class 8", "Class 9", "Class 10"], optionsBn: ["৬ষ্ঠ শ্রেণি", "৭ম শ্রেণি", "৮ম শ্রেণি", "৯ম শ্রেণি", "১০ম শ্রেণি"], required: true },
      { name: "date_of_birth", label: "Date of Birth", labelBn: "জন্মতারিখ", type: "date", required: true },
      { name: "guardian_phone", label: "Guardian's Mobile Number", labelBn: "অভিভাবকের মোবাইল নম্বর", type: "tel", placeholder: "01XXXXXXXXX", required: true },
      emailField,
      {
        name: "segment",
        label: "Segment",
        labelBn: "সেগমেন্ট",
        type: "radio",
        options: ["Project Display", "Science Olympiad", "Science Quiz", "Wall Magazine"],
        optionsBn: ["প্রজেক্ট ডিসপ্লে", "বিজ্ঞান অলিম্পিয়াড", "বিজ্ঞান কুইজ", "দেয়াল পত্রিকা"],
        required: true,
      },
      { name: "team_size", label: "Number of Team Members", labelBn: "দলের সদস্যসংখ্যা", type: "number", placeholder: "1 to 3", placeholderBn: "১ থেকে ৩" },
      { name: "project_summary", label: "Project Summary (if you chose Project Display)", labelBn: "প্রকল্পের সংক্ষিপ্ত বিবরণ (প্রজেক্ট ডিসপ্লে বেছে নিলে)", type: "textarea", placeholder: "What does your project do, in 3-4 sentences?", placeholderBn: "আপনার প্রকল্প কী করে? ৩-৪ বাক্যে লিখুন" },
      { name: "project_proposal", label: "Project Proposal (PDF or photo)", labelBn: "প্রকল্প প্রস্তাব (PDF বা ছবি)", type: "file" },
    ] satisfies SampleFormField[],
  },
  {
    eventId: ev.nationalScienceFestival2027,
    categoryId: cat.college,
    formFields: [
      fullNameField,
      { name: "college_name", label: "College Name", labelBn: "কলেজের নাম", type: "text", required: true },
      { name: "hsc_year", label: "HSC Year", labelBn: "এইচএসসি পরীক্ষার বছর", type: "dropdown", options: ["HSC 2027", "HSC 2028"], optionsBn: ["এইচএসসি ২০২৭", "এইচএসসি ২০২৮"], required: true },
      phoneField,
      emailField,
      {
        name: "segments",
        label: "Segments You Want to Join",
        labelBn: "যেসব সেগমেন্টে অংশ নিতে চান",
        type: "checkboxes",
        options: ["Project Display", "Research Paper", "Science Olympiad", "Science Quiz", "Robotics", "Rocketry"],
        optionsBn: ["প্রজেক্ট ডিসপ্লে", "গবেষণাপত্র", "বিজ্ঞান অলিম্পিয়াড", "বিজ্ঞান কুইজ", "রোবটিক্স", "রকেট্রি"],
        required: true,
      },
      {
        question: "How did you hear about the festival?",
        labelBn: "উৎসবের খবর কীভাবে পেলেন?",
        type: "multiple_choice",
        options: ["Facebook page", "Campus ambassador", "Friends", "Teacher", "Poster on campus"],
        optionsBn: ["Facebook পেজ", "ক্যাম্পাস অ্যাম্বাসেডর", "বন্ধুবান্ধব", "শিক্ষক", "ক্যাম্পাসের পোস্টার"],
      },
      { name: "photo", label: "Your Photo (for the ID card)", labelBn: "আপনার ছবি (আইডি কার্ডের জন্য)", type: "image", required: true },
      { name: "tshirt_size", label: "T-shirt Size", labelBn: "টি-শার্টের মাপ", type: "select", options: ["S", "M", "L", "XL", "XXL"] },
    ] satisfies SampleFormField[],
  },
  {
    eventId: ev.nationalScienceFestival2027,
    categoryId: cat.university,
    formFields: [
      fullNameField,
      { name: "university", label: "University", labelBn: "বিশ্ববিদ্যালয়", type: "text", placeholder: "e.g. University of Dhaka", placeholderBn: "যেমন: University of Dhaka", required: true },
      { name: "department", label: "Department", labelBn: "বিভাগ", type: "text" },
      emailField,
      phoneField,
      { name: "paper_title", label: "Research Paper Title", labelBn: "গবেষণাপত্রের শিরোনাম", type: "text", required: true },
      { name: "abstract", label: "Abstract", labelBn: "সারসংক্ষেপ", type: "textarea", placeholder: "At most 250 words", placeholderBn: "সর্বোচ্চ ২৫০ শব্দ", required: true },
      { name: "arrival", label: "Expected Arrival (date and time)", labelBn: "সম্ভাব্য পৌঁছানোর সময় (তারিখ ও সময়)", type: "datetime-local" },
      { question: "Preferred presentation time", labelBn: "উপস্থাপনের পছন্দের সময়", type: "time" },
      {
        name: "rules_agreement",
        label: "Rules",
        labelBn: "নিয়মাবলি",
        type: "checkbox",
        options: ["I confirm the paper is our own work and follows the festival rules"],
        optionsBn: ["আমি নিশ্চিত করছি, গবেষণাপত্রটি আমাদের নিজেদের কাজ এবং উৎসবের নিয়মাবলি মেনে লেখা"],
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
      { name: "college_roll", label: "College Roll", labelBn: "কলেজ রোল নম্বর", type: "text", placeholder: "e.g. 2412345", placeholderBn: "যেমন: ২৪১২৩৪৫", required: true },
      { name: "section", label: "Section", labelBn: "শাখা", type: "select", options: ["Science A", "Science B", "Science C", "Science D"], optionsBn: ["বিজ্ঞান-এ", "বিজ্ঞান-বি", "বিজ্ঞান-সি", "বিজ্ঞান-ডি"], required: true },
      phoneField,
      emailField,
      { name: "age", label: "Age", labelBn: "বয়স", type: "number" },
      {
        name: "experience",
        label: "Have you built a robot before?",
        labelBn: "আগে কখনো রোবট বানিয়েছেন?",
        type: "radio",
        options: ["Never", "Once or twice", "Many times"],
        optionsBn: ["কখনো না", "এক-দুবার", "অনেকবার"],
        required: true,
      },
      { name: "laptop", label: "Can you bring a laptop?", labelBn: "ল্যাপটপ আনতে পারবেন?", type: "dropdown", options: ["Yes", "No"], optionsBn: ["হ্যাঁ", "না"] },
      { name: "why_join", label: "Why do you want to join?", labelBn: "কেন যোগ দিতে চান?", type: "textarea" },
    ] satisfies SampleFormField[],
  },
  {
    eventId: ev.roboticsWorkshop,
    categoryId: cat.university,
    // Uses every field type the dialog renders, so one registration exercises them all.
    formFields: [
      fullNameField,
      { name: "university", label: "University", labelBn: "বিশ্ববিদ্যালয়", type: "text", required: true },
      emailField,
      { question: "Mobile number", labelBn: "মোবাইল নম্বর", type: "tel", required: true },
      { name: "year_of_study", label: "Year of Study", labelBn: "অধ্যয়নের বর্ষ", type: "number", placeholder: "1 to 5", placeholderBn: "১ থেকে ৫" },
      { name: "date_of_birth", label: "Date of Birth", labelBn: "জন্মতারিখ", type: "date" },
      { name: "arrival", label: "Arrival on Day 1", labelBn: "প্রথম দিনে পৌঁছানোর সময়", type: "datetime-local" },
      { name: "free_from", label: "Free for mentoring from", labelBn: "কখন থেকে মেন্টরিংয়ে সময় দিতে পারবেন", type: "time" },
      { name: "department", label: "Department", labelBn: "বিভাগ", type: "select", options: ["CSE", "EEE", "ME", "Physics", "Other"], optionsBn: ["সিএসই", "ইইই", "এমই", "পদার্থবিজ্ঞান", "অন্যান্য"], required: true },
      { name: "tshirt_size", label: "T-shirt Size", labelBn: "টি-শার্টের মাপ", type: "dropdown", options: ["S", "M", "L", "XL"] },
      { name: "join_as", label: "Join as", labelBn: "যে হিসেবে যোগ দেবেন", type: "radio", options: ["Participant", "Mentor volunteer"], optionsBn: ["অংশগ্রহণকারী", "মেন্টর স্বেচ্ছাসেবক"], required: true },
      { name: "arduino_level", label: "Arduino level", labelBn: "আরডুইনোতে দক্ষতা", type: "multiple_choice", options: ["Beginner", "Intermediate", "Advanced"], optionsBn: ["প্রাথমিক", "মাঝারি", "উন্নত"] },
      {
        name: "skills",
        label: "Which of these have you used?",
        labelBn: "এগুলোর মধ্যে কোনগুলো ব্যবহার করেছেন?",
        type: "checkboxes",
        options: ["Arduino", "ESP32", "Raspberry Pi", "Soldering", "3D printing"],
        optionsBn: ["আরডুইনো", "ESP32", "রাসবেরি পাই", "সোল্ডারিং", "থ্রিডি প্রিন্টিং"],
      },
      { name: "rules", label: "Workshop rules", labelBn: "কর্মশালার নিয়মাবলি", type: "checkbox", options: ["I will bring my student ID card"], optionsBn: ["আমি আমার শিক্ষার্থী আইডি কার্ড সঙ্গে আনব"], required: true },
      { name: "robot_idea", label: "A robot you would like to build", labelBn: "যে রোবট বানাতে চান", type: "textarea", placeholder: "Two or three sentences", placeholderBn: "দুই-তিন বাক্যে লিখুন" },
      { question: "Anything else we should know?", labelBn: "আমাদের আর কিছু জানানোর আছে?" },
      { name: "cv", label: "CV (PDF or image)", labelBn: "সিভি (PDF বা ছবি)", type: "file" },
      { name: "photo", label: "Your Photo (for the ID card)", labelBn: "আপনার ছবি (আইডি কার্ডের জন্য)", type: "image", required: true },
      { name: "mentor_signature", label: "Signature (mentor volunteers only)", labelBn: "স্বাক্ষর (শুধু মেন্টর স্বেচ্ছাসেবকদের জন্য)", type: "signature" },
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
      { name: "school_name", label: "School Name", labelBn: "স্কুলের নাম", type: "text", required: true },
      { name: "class", label: "Class", labelBn: "শ্রেণি", type: "dropdown", options: ["Class 6", "Class 7", "Class 8", "Class 9", "Class 10"], optionsBn: ["৬ষ্ঠ শ্রেণি", "৭ম শ্রেণি", "৮ম শ্রেণি", "৯ম শ্রেণি", "১০ম শ্রেণি"], required: true },
      { name: "date_of_birth", label: "Date of Birth", labelBn: "জন্মতারিখ", type: "date", required: true },
      { name: "guardian_phone", label: "Guardian's Mobile Number", labelBn: "অভিভাবকের মোবাইল নম্বর", type: "tel", required: true },
      {
        name: "subject",
        label: "Olympiad Subject",
        labelBn: "অলিম্পিয়াডের বিষয়",
        type: "multiple_choice",
        options: ["Physics", "Chemistry", "Biology", "Mathematics"],
        optionsBn: ["পদার্থবিজ্ঞান", "রসায়ন", "জীববিজ্ঞান", "গণিত"],
        required: true,
      },
      { name: "student_id_card", label: "Photo of Student ID Card", labelBn: "শিক্ষার্থী আইডি কার্ডের ছবি", type: "image", required: true },
    ] satisfies SampleFormField[],
  },
  {
    eventId: ev.scienceOlympiad2027,
    categoryId: cat.college,
    formFields: [
      fullNameField,
      { name: "college_name", label: "College Name", labelBn: "কলেজের নাম", type: "text", required: true },
      emailField,
      phoneField,
      {
        name: "subjects",
        label: "Olympiad Subjects",
        labelBn: "অলিম্পিয়াডের বিষয়গুলো",
        type: "checkbox",
        options: ["Physics", "Chemistry", "Biology", "Mathematics", "ICT"],
        optionsBn: ["পদার্থবিজ্ঞান", "রসায়ন", "জীববিজ্ঞান", "গণিত", "আইসিটি"],
        required: true,
      },
      { name: "reporting_time", label: "Preferred Reporting Time", labelBn: "পছন্দের রিপোর্টিং সময়", type: "time" },
      { name: "previous_olympiads", label: "Previous olympiad achievements", labelBn: "আগের অলিম্পিয়াডে অর্জন", type: "textarea", placeholder: "List any medals or ranks", placeholderBn: "পাওয়া পদক বা অবস্থান লিখুন" },
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
    kind: "completed",
    lead: "Robotics and Rocketry department",
    leadBn: "রোবটিক্স ও রকেট্রি বিভাগ",
    duration: "3 months, spring 2024",
    durationBn: "৩ মাস, ২০২৪ সালের বসন্ত",
    funding: "Self-funded by members",
    fundingBn: "সদস্যদের নিজস্ব অর্থায়নে",
    title: "Bottle Water Rocket with Parachute Recovery",
    titleBn: "প্যারাসুটে ফিরে আসা বোতলের ওয়াটার রকেট",
    description:
      "A two-litre bottle rocket launched with a bicycle pump, reaching about 60 metres. A spring-loaded nose cone releases a cloth parachute at apogee so the rocket can fly again.",
    descriptionBn:
      "সাইকেলের পাম্প দিয়ে ছোড়া দুই লিটারের বোতল রকেট, যা প্রায় ৬০ মিটার পর্যন্ত ওঠে। সবচেয়ে উঁচুতে পৌঁছালে স্প্রিং লাগানো নোজ কোন একটি কাপড়ের প্যারাসুট খুলে দেয়, তাই রকেটটি আবার ওড়ানো যায়।",
    coverImageUrl: img("project-water-rocket.webp"),
    demoUrl: "https://video.example.org/gsc-science-club/water-rocket-launch",
    createdAt: new Date("2024-03-14T10:00:00+06:00"),
  },
  {
    kind: "research",
    lead: "Robotics and Rocketry department, advised by the Department of Physics",
    leadBn: "রোবটিক্স ও রকেট্রি বিভাগ, পদার্থবিজ্ঞান বিভাগের পরামর্শে",
    duration: "12 months",
    durationBn: "১২ মাস",
    funding: "Club research fund",
    fundingBn: "ক্লাবের গবেষণা তহবিল",
    title: "Low-Cost Air Quality Monitor for Tejgaon",
    titleBn: "তেজগাঁওয়ের জন্য স্বল্প খরচের বায়ুমান মনিটর",
    description:
      "An Arduino and PM2.5 sensor station that logs particulate matter, temperature and humidity every minute from the college rooftop and shows the readings on a simple web dashboard.",
    descriptionBn:
      "আরডুইনো ও PM2.5 সেন্সরের একটি স্টেশন, যা কলেজের ছাদ থেকে প্রতি মিনিটে বস্তুকণা, তাপমাত্রা ও আর্দ্রতা রেকর্ড করে এবং সহজ একটি ওয়েব ড্যাশবোর্ডে সেই পাঠ দেখায়।",
    coverImageUrl: img("project-air-monitor.webp"),
    demoUrl: "https://airquality.example.org/tejgaon",
    repoUrl: "https://github.com/example-science-club/air-quality-monitor",
    createdAt: new Date("2024-10-02T10:00:00+06:00"),
  },
  {
    kind: "research",
    lead: "Project Display and Research Paper department, advised by the Department of Chemistry",
    leadBn: "প্রজেক্ট ডিসপ্লে ও গবেষণাপত্র বিভাগ, রসায়ন বিভাগের পরামর্শে",
    duration: "8 months",
    durationBn: "৮ মাস",
    funding: "College research grant",
    fundingBn: "কলেজের গবেষণা অনুদান",
    title: "Buriganga Water Quality Survey",
    titleBn: "বুড়িগঙ্গার পানির মান জরিপ",
    description:
      "Members sampled river water at six ghats along the Buriganga and measured pH, turbidity and dissolved oxygen with field kits, then compared dry-season and monsoon results.",
    descriptionBn:
      "সদস্যরা বুড়িগঙ্গার তীরের ছয়টি ঘাট থেকে নদীর পানির নমুনা নিয়ে ফিল্ড কিট দিয়ে pH, ঘোলাত্ব ও দ্রবীভূত অক্সিজেন মেপেছেন, তারপর শুষ্ক মৌসুম ও বর্ষার ফল তুলনা করেছেন।",
    coverImageUrl: img("project-water-quality.webp"),
    createdAt: new Date("2025-02-20T10:00:00+06:00"),
  },
  {
    kind: "completed",
    lead: "Robotics and Rocketry department",
    leadBn: "রোবটিক্স ও রকেট্রি বিভাগ",
    duration: "6 months",
    durationBn: "৬ মাস",
    funding: "Alumni contributions",
    fundingBn: "প্রাক্তন সদস্যদের অনুদান",
    title: "Solar-Powered Irrigation Controller",
    titleBn: "সৌরচালিত সেচ নিয়ন্ত্রক",
    description:
      "A soil-moisture sensor and a small solar panel drive a pump that waters the college garden only when the soil is dry, cutting water use by almost half during the trial.",
    descriptionBn:
      "মাটির আর্দ্রতা সেন্সর ও একটি ছোট সোলার প্যানেল এমন একটি পাম্প চালায়, যা শুধু মাটি শুকনো হলেই কলেজের বাগানে পানি দেয়; পরীক্ষামূলক পর্যায়ে পানির ব্যবহার প্রায় অর্ধেকে নেমেছে।",
    coverImageUrl: img("project-solar-irrigation.webp"),
    demoUrl: "https://video.example.org/gsc-science-club/solar-irrigation",
    repoUrl: "https://github.com/example-science-club/solar-irrigation",
    createdAt: new Date("2025-08-09T10:00:00+06:00"),
  },
  {
    kind: "student",
    lead: "Rakibul Hasan Rafi and the robotics team",
    leadBn: "রাকিবুল হাসান রাফি ও রোবটিক্স দল",
    duration: "4 months",
    durationBn: "৪ মাস",
    title: "Line-Following Robot \"Dinga\"",
    titleBn: "লাইন-ফলোয়িং রোবট “ডিঙা”",
    description:
      "Our entry for the national robotics contest: five IR sensors, a PID loop on an Arduino Nano and a 3D-printed chassis. Finished third in the college category.",
    descriptionBn:
      "জাতীয় রোবটিক্স প্রতিযোগিতায় আমাদের রোবট: পাঁচটি IR সেন্সর, আরডুইনো ন্যানোতে একটি PID লুপ আর থ্রিডি প্রিন্ট করা চেসিস। কলেজ ক্যাটাগরিতে তৃতীয় স্থান পেয়েছে।",
    repoUrl: "https://github.com/example-science-club/dinga-line-follower",
    createdAt: new Date("2025-12-01T10:00:00+06:00"),
  },
  {
    kind: "student",
    lead: "IT department, for the Quizzing Circuit",
    leadBn: "আইটি বিভাগ, কুইজিং সার্কিটের জন্য",
    duration: "2 months",
    durationBn: "২ মাস",
    funding: "Quizzing Circuit budget",
    fundingBn: "কুইজিং সার্কিটের বাজেট",
    title: "Quiz Buzzer System for the Quizzing Circuit",
    titleBn: "কুইজিং সার্কিটের জন্য কুইজ বাজার ব্যবস্থা",
    description:
      "A wireless eight-team buzzer system with lock-out logic and a score display, now used at every intra-college quiz.",
    descriptionBn:
      "আট দলের তারবিহীন বাজার ব্যবস্থা, সঙ্গে লক-আউট লজিক ও স্কোর ডিসপ্লে; এখন কলেজের প্রতিটি অভ্যন্তরীণ কুইজে ব্যবহার হয়।",
    createdAt: new Date("2026-09-15T10:00:00+06:00"),
  },
  {
    kind: "student",
    title: "Hydroponic Tower for the Biology Lab",
    titleBn: "জীববিজ্ঞান ল্যাবের হাইড্রোপনিক টাওয়ার",
    description: "A vertical hydroponic garden growing lettuce and mint; paused while the lab is being renovated.",
    descriptionBn: "লেটুস ও পুদিনা চাষের একটি খাড়া হাইড্রোপনিক বাগান; ল্যাব সংস্কার চলায় কাজ আপাতত বন্ধ।",
    createdAt: new Date("2026-05-04T10:00:00+06:00"),
    active: false,
  },
  {
    kind: "research",
    title: "Mapping Aedes Mosquito Breeding Sites",
    titleBn: "এডিস মশার প্রজননস্থলের মানচিত্র",
    description:
      "Members survey stagnant water around Tejgaon during the monsoon, count larvae, and map the places where dengue-carrying mosquitoes are most likely to breed.",
    descriptionBn:
      "বর্ষায় সদস্যরা তেজগাঁওয়ের আশপাশে জমে থাকা পানি জরিপ করেন, লার্ভা গোনেন এবং ডেঙ্গুবাহী মশা কোথায় সবচেয়ে বেশি জন্মাতে পারে তার মানচিত্র তৈরি করেন।",
    lead: "Project Display and Research Paper department, advised by the Department of Zoology",
    leadBn: "প্রজেক্ট ডিসপ্লে ও গবেষণাপত্র বিভাগ, প্রাণিবিজ্ঞান বিভাগের পরামর্শে",
    duration: "4 months, each monsoon",
    durationBn: "প্রতি বর্ষায় ৪ মাস",
    funding: "Self-funded by members",
    fundingBn: "সদস্যদের নিজস্ব অর্থায়নে",
    createdAt: new Date("2025-06-10T10:00:00+06:00"),
  },
];

export const samplePublications: PublicationRow[] = [
  {
    title: "Seasonal Variation of PM2.5 in Tejgaon Industrial Area Measured with Low-Cost Sensors",
    titleBn: "স্বল্প খরচের সেন্সরে মাপা তেজগাঁও শিল্প এলাকায় PM2.5-এর মৌসুমি তারতম্য",
    type: "research_paper",
    year: 2025,
    abstract:
      "We report twelve months of particulate matter measurements from a rooftop station built by club members. Winter PM2.5 averages exceeded the national standard on 87% of days, while monsoon values fell below it. We compare our low-cost sensor readings with a reference monitor and discuss calibration for humid conditions.",
    abstractBn:
      "ক্লাবের সদস্যদের তৈরি ছাদের একটি স্টেশন থেকে বারো মাসের বস্তুকণা পরিমাপের ফল আমরা এখানে তুলে ধরেছি। শীতে ৮৭% দিনে PM2.5-এর গড় জাতীয় মানমাত্রা ছাড়িয়ে গেছে, আর বর্ষায় তা মানমাত্রার নিচে ছিল। আমাদের স্বল্প খরচের সেন্সরের পাঠ একটি রেফারেন্স মনিটরের সঙ্গে তুলনা করেছি এবং আর্দ্র আবহাওয়ায় ক্যালিব্রেশন নিয়ে আলোচনা করেছি।",
    authors: "Tanjim Rahman, Samiha Noor, Nowshin Tabassum",
    publishedIn: "GSC Science Club Research Paper Series, Vol. 4",
    pdfUrl: "https://papers.example.org/gsc-science-club/pm25-tejgaon-2025.pdf",
    coverImageUrl: img("publication-air-quality.webp"),
  },
  {
    title: "Heavy Metal Concentration in Buriganga River Water: A Student Field Study",
    titleBn: "বুড়িগঙ্গা নদীর পানিতে ভারী ধাতুর ঘনমাত্রা: শিক্ষার্থীদের মাঠপর্যায়ের সমীক্ষা",
    type: "journal_article",
    year: 2024,
    abstract:
      "Water samples from six locations along the Buriganga were analysed for lead, chromium and cadmium. Chromium levels near tannery outflows were up to four times the permissible limit. The study shows that careful student fieldwork can support environmental monitoring.",
    abstractBn:
      "বুড়িগঙ্গার তীরের ছয়টি স্থান থেকে নেওয়া পানির নমুনায় সীসা, ক্রোমিয়াম ও ক্যাডমিয়াম বিশ্লেষণ করা হয়েছে। ট্যানারির বর্জ্য যেখানে নদীতে পড়ে, তার কাছে ক্রোমিয়ামের মাত্রা অনুমোদিত সীমার সর্বোচ্চ চার গুণ পর্যন্ত ছিল। সমীক্ষাটি দেখায়, শিক্ষার্থীদের যত্নশীল মাঠপর্যায়ের কাজ পরিবেশ পর্যবেক্ষণে সহায়ক হতে পারে।",
    authors: "Ayesha Siddika, Labiba Hossain, Md. Kamrul Hasan",
    publishedIn: "Bangladesh Journal of Young Scientists",
    doiUrl: "https://doi.org/10.5555/bjys.2024.0117",
    pdfUrl: "https://papers.example.org/gsc-science-club/buriganga-heavy-metals.pdf",
    coverImageUrl: img("publication-river-study.webp"),
  },
  {
    title: "Teaching Feedback Control with a Low-Cost Line-Following Robot",
    titleBn: "স্বল্প খরচের লাইন-ফলোয়িং রোবট দিয়ে ফিডব্যাক নিয়ন্ত্রণ শেখানো",
    type: "conference_paper",
    year: 2026,
    abstract:
      "We describe a two-day workshop in which HSC students tune a PID controller on a line-following robot that costs under 2,500 taka. Pre- and post-workshop quizzes show clear gains in understanding of feedback.",
    abstractBn:
      "দুই দিনের একটি কর্মশালার বিবরণ দিয়েছি, যেখানে এইচএসসি শিক্ষার্থীরা ২,৫০০ টাকার কম দামের একটি লাইন-ফলোয়িং রোবটে PID নিয়ন্ত্রক টিউন করে। কর্মশালার আগে ও পরের কুইজে ফিডব্যাক বোঝার ক্ষেত্রে স্পষ্ট উন্নতি দেখা গেছে।",
    authors: "Rakibul Hasan Rafi, Tanjim Rahman",
    publishedIn: "Proceedings of the National Youth Robotics Conference 2026, Dhaka",
    doiUrl: "https://doi.org/10.5555/nyrc.2026.042",
  },
  {
    title: "Antibacterial Activity of Neem Leaf Extract Against Common Household Bacteria",
    titleBn: "গৃহস্থালির সাধারণ ব্যাকটেরিয়ার বিরুদ্ধে নিমপাতার নির্যাসের ব্যাকটেরিয়ারোধী ক্ষমতা",
    type: "research_paper",
    year: 2022,
    abstract:
      "Ethanol and water extracts of neem leaves were tested against E. coli and S. aureus using the disc diffusion method. The ethanol extract produced larger zones of inhibition.",
    abstractBn:
      "ডিস্ক ডিফিউশন পদ্ধতিতে নিমপাতার ইথানল ও পানির নির্যাস E. coli এবং S. aureus-এর বিরুদ্ধে পরীক্ষা করা হয়েছে। ইথানল নির্যাসে ব্যাকটেরিয়া প্রতিরোধের বলয় বড় হয়েছে।",
    authors: "Dr. Shamima Nasrin (advisor), Tasnuva Karim, Sharmin Sultana",
    publishedIn: "GSC Science Club Research Paper Series, Vol. 1",
    coverImageUrl: img("publication-neem-extract.webp"),
  },
  {
    title: "Solar Still Desalination for Coastal Households",
    titleBn: "উপকূলের পরিবারগুলোর জন্য সোলার স্টিলে লবণাক্ত পানি বিশুদ্ধকরণ",
    type: "poster",
    year: 2023,
    abstract: "A double-slope solar still made from local materials produced 2.1 litres of drinking water per square metre per day in Dhaka's April sun.",
    abstractBn: "স্থানীয় উপকরণে তৈরি দুই ঢালের একটি সোলার স্টিল ঢাকার এপ্রিলের রোদে প্রতি বর্গমিটারে দিনে ২.১ লিটার খাবার পানি দিয়েছে।",
    authors: "Arnob Saha, Maisha Maliha",
    publishedIn: "11th National Science Festival, Poster Session",
  },
  {
    title: "Why the Night Sky over Dhaka Looks Orange",
    titleBn: "ঢাকার রাতের আকাশ কেন কমলা দেখায়",
    type: "magazine_article",
    year: null,
    abstract: "A short explainer on light pollution, sodium lamps and why we travel to Purbachal for astronomy nights.",
    abstractBn: "আলোকদূষণ, সোডিয়াম বাতি আর জ্যোতির্বিজ্ঞান রাতের জন্য আমরা কেন পূর্বাচলে যাই, তা নিয়ে ছোট একটি ব্যাখ্যামূলক লেখা।",
    authors: "Jannatul Ferdous",
    publishedIn: "Onneshon, the club's annual science magazine",
  },
  {
    title: "Distribution of Aedes Mosquito Larvae in Stagnant Water Around Tejgaon",
    titleBn: "তেজগাঁওয়ের আশপাশে জমে থাকা পানিতে এডিস মশার লার্ভার বিস্তার",
    type: "journal_article",
    year: 2026,
    abstract:
      "During the 2025 monsoon, members surveyed 140 containers and puddles within one kilometre of the college. Discarded tyres and construction sites held most Aedes larvae, suggesting where dengue prevention should focus.",
    abstractBn:
      "২০২৫ সালের বর্ষায় সদস্যরা কলেজের এক কিলোমিটারের মধ্যে ১৪০টি পাত্র ও জমে থাকা পানির গর্ত জরিপ করেছেন। বেশির ভাগ এডিস লার্ভা মিলেছে ফেলে দেওয়া টায়ার ও নির্মাণস্থলে, যা দেখায় ডেঙ্গু প্রতিরোধে কোথায় মনোযোগ দেওয়া দরকার।",
    authors: "Sumaiya Islam, Fahim Shahriar, Prof. Dr. Mahbuba Sultana",
    publishedIn: "Dhaka Journal of Student Science",
    doiUrl: "https://doi.org/10.5555/djss.2026.0033",
  },
  {
    title: "Design of a Bicycle-Pump Water Rocket Launcher",
    titleBn: "সাইকেলের পাম্পচালিত ওয়াটার রকেট লঞ্চারের নকশা",
    type: "conference_paper",
    year: 2024,
    abstract: "Withdrawn draft; superseded by the 2025 rocketry report.",
    abstractBn: "প্রত্যাহার করা খসড়া; এর জায়গায় এসেছে ২০২৫ সালের রকেট্রি প্রতিবেদন।",
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
    roleTitleBn: "প্রতিষ্ঠাতা পরিচালক",
    bio:
      "Dr. Farzana Rahman is an astrophysicist who has spent fifteen years bringing the night sky to students across Bangladesh. She founded the Bangladesh Young Astronomers Forum to lend telescopes to schools and colleges that cannot afford them. Together with our club she runs the winter astronomy nights and trains our members to guide visitors around the sky. Her mobile planetarium has visited more than 200 schools, from Dhaka to Cox's Bazar. She believes every student deserves to see the rings of Saturn at least once.",
    bioBn:
      "Dr. Farzana Rahman একজন জ্যোতির্পদার্থবিদ, পনেরো বছর ধরে সারা বাংলাদেশের শিক্ষার্থীদের কাছে রাতের আকাশ পৌঁছে দিচ্ছেন। যেসব স্কুল-কলেজের টেলিস্কোপ কেনার সামর্থ্য নেই, তাদের টেলিস্কোপ ধার দিতে তিনি Bangladesh Young Astronomers Forum প্রতিষ্ঠা করেন। আমাদের ক্লাবের সঙ্গে মিলে তিনি শীতের জ্যোতির্বিজ্ঞান রাতগুলো আয়োজন করেন এবং দর্শনার্থীদের আকাশ চেনাতে আমাদের সদস্যদের প্রশিক্ষণ দেন। তাঁর ভ্রাম্যমাণ প্ল্যানেটেরিয়াম ঢাকা থেকে কক্সবাজার পর্যন্ত ২০০টিরও বেশি স্কুলে গেছে। তিনি বিশ্বাস করেন, প্রত্যেক শিক্ষার্থীর অন্তত একবার শনির বলয় দেখার সুযোগ পাওয়া উচিত।",
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
    roleTitleBn: "প্রধান নির্বাহী কর্মকর্তা",
    bio: "A robotics start-up in Mirpur that sponsors the kits for our robotics workshops and mentors our rocketry team.",
    bioBn: "মিরপুরের একটি রোবটিক্স স্টার্টআপ, যারা আমাদের রোবটিক্স কর্মশালার কিট স্পনসর করে এবং আমাদের রকেট্রি দলের মেন্টর হিসেবে পাশে থাকে।",
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
    roleTitleBn: "মিডিয়া পার্টনার",
    bio: "A network of science clubs from thirty colleges in Dhaka that shares judges, volunteers and publicity for each other's festivals.",
    bioBn: "ঢাকার ত্রিশটি কলেজের বিজ্ঞান ক্লাবের একটি নেটওয়ার্ক, যারা একে অপরের উৎসবে বিচারক, স্বেচ্ছাসেবক ও প্রচারণা ভাগাভাগি করে।",
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
    roleTitleBn: "প্রকাশনা পার্টনার",
    bio: "Prints our annual magazine Onneshon at cost.",
    bioBn: "আমাদের বার্ষিক সাময়িকী Onneshon শুধু খরচের দামে ছেপে দেন।",
    email: "nazmul.huda@example.org",
    displayOrder: 4,
  },
  {
    name: "Tahsin Ahmed",
    organization: "Padma Biotech Research Centre",
    roleTitle: "Research Mentor",
    roleTitleBn: "গবেষণা মেন্টর",
    bio: "Supervises student research papers in microbiology and hosts lab visits for the Project Display and Research Paper department.",
    bioBn: "অণুজীববিজ্ঞানে শিক্ষার্থীদের গবেষণাপত্র তত্ত্বাবধান করেন এবং প্রজেক্ট ডিসপ্লে ও গবেষণাপত্র বিভাগের সদস্যদের ল্যাব পরিদর্শনের আয়োজন করেন।",
    linkedinUrl: "https://www.linkedin.com/in/example-tahsin-ahmed",
    instagramUrl: "https://www.instagram.com/example.padmabiotech",
    displayOrder: 5,
  },
  {
    name: "Karim Stationery and Lab Supplies",
    organization: "Karim Stationery and Lab Supplies, Nilkhet",
    roleTitle: "Former Equipment Sponsor",
    roleTitleBn: "সাবেক সরঞ্জাম স্পনসর",
    bio: "Supplied glassware for the 2023 festival.",
    bioBn: "২০২৩ সালের উৎসবে কাচের সরঞ্জাম সরবরাহ করেছিল।",
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
