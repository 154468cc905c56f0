/** The sample workspace a fresh demo starts with: three teams, their people, a few issues and a note. */

/** A team of the sample directory; `oncall` is the id of the person on call this week. */
export type SeedTeam = { id: string; name: string; description: string; oncall: string };
/** A person of the sample directory. */
export type SeedPerson = { id: string; name: string; role: string; team: string; email: string };
/** An issue the tracker starts with. */
export type SeedIssue = {
  title: string;
  body: string;
  status: "open" | "closed";
  assignee: string | null;
  labels: string[];
};

export const SEED_TEAMS: readonly SeedTeam[] = [
  { id: "platform", name: "Platform", description: "Runtime, storage and deploys.", oncall: "ada" },
  { id: "web", name: "Web", description: "The dashboard and the public site.", oncall: "lin" },
  { id: "data", name: "Data", description: "Pipelines, billing exports and reports.", oncall: "sam" },
];

export const SEED_PEOPLE: readonly SeedPerson[] = [
  { id: "ada", name: "Ada Okafor", role: "Staff engineer", team: "platform", email: "ada@example.com" },
  { id: "mei", name: "Mei Tanaka", role: "Engineer", team: "platform", email: "mei@example.com" },
  { id: "lin", name: "Lin Moreau", role: "Engineering manager", team: "web", email: "lin@example.com" },
  { id: "raj", name: "Raj Patel", role: "Designer", team: "web", email: "raj@example.com" },
  { id: "sam", name: "Sam Keller", role: "Data engineer", team: "data", email: "sam@example.com" },
  { id: "noa", name: "Noa Levi", role: "Analyst", team: "data", email: "noa@example.com" },
];

export const SEED_ISSUES: readonly SeedIssue[] = [
  {
    title: "Deploys hang when the build cache is cold",
    body: "The first deploy of the day waits 4 minutes on the cache warm-up.",
    status: "open",
    assignee: "Ada Okafor",
    labels: ["platform", "deploys"],
  },
  {
    title: "Dashboard shows stale usage numbers",
    body: "Usage charts lag the billing export by a day.",
    status: "open",
    assignee: "Lin Moreau",
    labels: ["web"],
  },
  {
    title: "Nightly billing export retried twice",
    body: "Resolved by raising the export timeout.",
    status: "closed",
    assignee: "Sam Keller",
    labels: ["data", "billing"],
  },
];

export const SEED_NOTES: readonly { text: string; tags: string[] }[] = [
  { text: "Release train leaves on Thursdays; freeze starts Wednesday 18:00.", tags: ["process"] },
];
