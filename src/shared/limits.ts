/** Length limits for everything a visitor can send, in one place so browser and server agree. */
export const limits = {
  shortText: 200,
  email: 254,
  phone: 32,
  bloodGroup: 16,
  url: 2048,
  address: 500,
  message: 5000,
  pagePath: 512,
  referrer: 1024,
  userAgent: 512,
  sessionId: 64,
  /** Fields in one registration form, and options in one of its choice fields (the form builder's limits). */
  formFields: 50,
  fieldOptions: 50,
} as const;
