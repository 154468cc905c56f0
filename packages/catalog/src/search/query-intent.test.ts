import { describe, expect, it } from "vitest";
import {
  askedAgentVerb,
  askedWords,
  asksWho,
  doneThingsMultiplier,
  intentMultiplier,
  intentVerbs,
  keyWords,
  leadingVerb,
  nounVerbMultiplier,
  participleMultiplier,
  participleStems,
  queryIntent,
} from "./query-intent.ts";
import { ACTION_MISMATCH_FACTOR } from "./ranking-parameters.ts";
import { splitWords } from "./split-words.ts";
import { stemWord } from "./stem-word.ts";
import { carriedVerb, isTransportPrefixed, nameAction } from "./verb-kinds.ts";

const intentOf = (query: string) => queryIntent(splitWords(query));
const name = (text: string) => nameAction(splitWords(text).map(stemWord));

describe("queryIntent", () => {
  it.each([
    // A thing named, without an action: read it.
    ["milestone", "read"],
    ["branch protection", "read"],
    ["unread notifications", "read"],
    // A question about what exists asks to be told, whatever its verb.
    ["who follows this person", "read"],
    ["who has starred my repository", "read"],
    ["how many people viewed the repository", "read"],
    ["is this user a member", "read"],
    // A thing's name used as the verb (followed by a function word): make one.
    ["comment on an issue", "create"],
    ["bookmark a message", "create"],
    ["spin up a server", "create"],
  ] as const)("%j -> %s", (query, intent) => {
    expect(intentOf(query)).toBe(intent);
  });

  it.each([
    "create an issue",
    "delete a branch",
    "list pull requests",
    "how do I merge a pull request",
    // A described thing, not a keyword search: it may be asked for in order to make it.
    "private network for my servers",
    // A plural first word, or one followed by "of", names things rather than doing something.
    "notifications for a repository",
    "history of a channel",
    "",
  ])("has no intent for %j (a known action, or a shape that says nothing)", (query) => {
    expect(intentOf(query)).toBeUndefined();
  });
});

describe("intentMultiplier", () => {
  it("holds back names whose action (their first known verb) is not the intent's", () => {
    expect(intentMultiplier(name("issues/get_milestone"), "read")).toBe(1);
    expect(intentMultiplier(name("issues/delete_milestone"), "read")).toBe(ACTION_MISMATCH_FACTOR);
    // `mark ... as read` marks: its first verb is its action.
    expect(intentMultiplier(name("activity/mark_notifications_as_read"), "read")).toBe(
      ACTION_MISMATCH_FACTOR,
    );
    // `watch ... List` watches a list of nodes for changes: it does not list them.
    expect(intentMultiplier(name("watchCoreV1NodeList"), "read")).toBe(ACTION_MISMATCH_FACTOR);
    expect(intentMultiplier(name("issues/create_comment"), "create")).toBe(1);
    expect(intentMultiplier(name("issues/get_comment"), "create")).toBe(ACTION_MISMATCH_FACTOR);
    expect(intentMultiplier(name("issues/unpin_comment"), "create")).toBe(ACTION_MISMATCH_FACTOR);
    expect(ACTION_MISMATCH_FACTOR).toBeLessThan(1);
  });

  it("reads a verb undone with `un` as a change, unless the verb reads (`unread` is a state)", () => {
    expect(name("UnmarkFavoriteItem")).toBe("other");
    expect(name("unpublishSite")).toBe("other");
    expect(name("unset_variable")).toBe("other");
    expect(name("unreadMessages")).toBe("none");
    expect(name("unlisted_videos_list")).toBe("read");
    expect(name("unit_get")).toBe("read");
  });

  it("leaves names without a known verb, and queries without an intent, alone", () => {
    expect(intentMultiplier(name("users_profile"), "read")).toBe(1);
    expect(intentMultiplier(name("issues/delete_milestone"), undefined)).toBe(1);
  });

  it("names the verbs of the implied action, for name coverage", () => {
    expect(intentVerbs("read").has(stemWord("list"))).toBe(true);
    expect(intentVerbs("create").has(stemWord("create"))).toBe(true);
    expect(intentVerbs(undefined).size).toBe(0);
  });
});

describe("leadingVerb", () => {
  it.each([
    ["attach a screenshot to the bug", "attach"],
    ["pin the message", "pin"],
    ["archive my old channels", "archive"],
  ])("%j leads with %j", (query, verb) => {
    expect(leadingVerb(splitWords(query))).toBe(stemWord(verb));
  });

  it.each([
    // Reading and creating verbs say their action already.
    "get a customer",
    "create an attachment",
    // Not followed by what a verb takes, or not a known verb.
    "attachments of an issue",
    // A plural or a past form names things.
    "releases this week",
    "attached the file",
    "comment on an issue",
    "attach",
    "",
  ])("%j leads with no such verb", (query) => {
    expect(leadingVerb(splitWords(query))).toBeUndefined();
  });
});

describe("nounVerbMultiplier", () => {
  const terms = (text: string) => splitWords(text).map(stemWord);
  const multiplier = (method: string, verb: string) =>
    nounVerbMultiplier(terms(method), nameAction(terms(method)), stemWord(verb));

  it("holds back a name that reads, changes or removes the thing the verb makes", () => {
    expect(multiplier("getAttachment", "attach")).toBe(ACTION_MISMATCH_FACTOR);
    expect(multiplier("removeAttachment", "attach")).toBe(ACTION_MISMATCH_FACTOR);
    expect(multiplier("conversations_listPins", "pin")).toBe(ACTION_MISMATCH_FACTOR);
    expect(multiplier("issues/get_reaction", "react")).toBe(ACTION_MISMATCH_FACTOR);
  });

  it("keeps a name that makes the thing, or is named with the verb itself", () => {
    expect(multiplier("addAttachment", "attach")).toBe(1);
    expect(multiplier("conversations_addPin", "pin")).toBe(1);
    expect(multiplier("pin_message", "pin")).toBe(1);
    // A name that begins with the word takes it as its verb, as `nameAction` does.
    expect(multiplier("pins_list", "pin")).toBe(1);
  });

  it("keeps a name whose verb after an HTTP method is the query's (`PUT_CloseAccountingPeriod`)", () => {
    const method = "PUT_CloseAccountingPeriod";
    const carried = carriedVerb(splitWords(method), terms(method), terms("Close an accounting period"));
    expect(nounVerbMultiplier(terms(method), "other", stemWord("close"), carried)).toBe(1);
    expect(multiplier(method, "close")).toBe(ACTION_MISMATCH_FACTOR);
  });

  it("keeps names without the word, or without a verb", () => {
    expect(multiplier("getIssue", "attach")).toBe(1);
    expect(multiplier("attachments", "attach")).toBe(1);
    // A word that only begins with the verb is not its thing: a reactivation is no reaction.
    expect(multiplier("getReactivation", "react")).toBe(1);
  });
});

describe("carriedVerb", () => {
  const carried = (method: string, summary: string, transported = false) =>
    carriedVerb(
      splitWords(method),
      splitWords(method).map(stemWord),
      splitWords(summary).map(stemWord),
      transported,
    );

  it("is the verb a name says after the HTTP method that carries it, as its summary opens", () => {
    expect(carried("PUT_CloseAccountingPeriod", "Close an accounting period")).toBe(stemWord("close"));
    expect(carried("post_api_v1_accounts_id_mute", "Mute the given account.")).toBe("mute");
    expect(carried("post_companies_id_terminalOrders_id_cancel", "Cancel an order")).toBe("cancel");
    expect(carried("patchListsIdMembersIdArchive", "Archive a member")).toBe("archiv");
  });

  it("is nothing after a method that says what it does, or a verb the summary does not open with", () => {
    expect(carried("get_lists_id_search", "Search the list")).toBeUndefined();
    expect(carried("delete_deploy_keys_id", "Deploy keys")).toBeUndefined();
    expect(carried("postListMemberEvents", "Add an event")).toBeUndefined();
    expect(carried("closeIssue", "Close an issue")).toBeUndefined();
  });

  it("is a name's first verb in its plain form past a thing named like a verb (a plural, -ing, -ed form)", () => {
    expect(carried("lists_members_create", "Adds a member to a list.")).toBe(stemWord("create"));
    expect(carried("task_lists_delete", "Deletes a task list.")).toBe(stemWord("delete"));
    expect(carried("findings_update", "Updates a finding")).toBe(stemWord("update"));
    expect(carried("pins_list", "Lists items pinned to a channel")).toBe("list");
    // The first known verb is the name's own: nothing to carry.
    expect(carried("listIssues", "List issues")).toBeUndefined();
    expect(carried("issues_get_comment", "Get a comment")).toBeUndefined();
    expect(carried("settings_tracking", "Tracking settings")).toBeUndefined();
  });

  it("is the summary's verb said later in the name, when the name's first verb does another kind of thing", () => {
    // The first verb names the thing: a list is created, a transfer made, a list followed.
    expect(carried("listIdCreate", "Create List")).toBe(stemWord("create"));
    expect(carried("bankTransferCreate", "Create a bank transfer")).toBe(stemWord("create"));
    expect(carried("listUserFollow", "Follow a List")).toBe("follow");
    // The same kind of thing (both read), a verb the name does not say, or says in another form: nothing.
    expect(carried("get_lists_id_members", "List members info")).toBeUndefined();
    expect(carried("listIdGet", "List lookup by List ID.")).toBeUndefined();
    expect(carried("createIssue", "Open an issue")).toBeUndefined();
    expect(carried("addUserSetting", "Set a user setting")).toBeUndefined();
  });

  it("is the verb right after the method when the summary opens with no known verb", () => {
    expect(carried("POST_DescribeDBInstances", "Returns information about DB instances")).toBe("describ");
    expect(carried("PUT_CloseAccountingPeriod", "")).toBe(stemWord("close"));
    // The connector describes an operation without text by its method and path: that says no verb.
    expect(carried("PUT_CloseAccountingPeriod", "PUT /accounting-periods/{id}/close")).toBe(
      stemWord("close"),
    );
    // Not a plural, nor a name of the method and the verb alone, nor after a summary's own verb.
    expect(carried("POST_Lists", "Returns the lists")).toBeUndefined();
    expect(carried("POST_Describe", "Returns a description")).toBeUndefined();
    expect(carried("PostLinkAccountSessions", "Creates a session")).toBeUndefined();
    // The summary's verb is taken only as the name's first verb after the method: this one starts an export.
    expect(carried("postStartExport", "Export data to a bucket")).toBeUndefined();
  });

  it("is the verb right after a transport method, whatever the summary says (AWS query APIs' twins)", () => {
    const transported = (method: string, summary: string) =>
      carried(method, summary, isTransportPrefixed(method));
    expect(transported("POST_DescribeAnomalyDetectors", "Lists the anomaly detection models")).toBe(
      stemWord("describe"),
    );
    expect(transported("GET_PutAnomalyDetector", "Creates an anomaly detection model")).toBe("put");
    expect(transported("POST_StartExport", "Export data to a bucket")).toBe("start");
    // Not a plural, nor a name whose method is part of it (`PostCustomers`, `post_api_v1_lists`).
    expect(transported("POST_Lists", "Returns the lists")).toBeUndefined();
    expect(isTransportPrefixed("PostCustomersCustomer")).toBe(false);
    expect(isTransportPrefixed("post_api_v1_lists")).toBe(false);
    expect(isTransportPrefixed("GET_SubscriptionsByAccount")).toBe(true);
    expect(transported("GET_SubscriptionsByAccount", "List subscriptions by account")).toBeUndefined();
  });

  it("is nothing for a plural, -ing or -ed form, which names a thing or a state", () => {
    expect(carried("post_api_v1_lists", "List the lists")).toBeUndefined();
    expect(carried("PostIssuingCards", "Issue a card")).toBeUndefined();
    expect(carried("post_statuses_id_pinned", "Pin a status")).toBeUndefined();
  });
});

describe("doneThingsMultiplier", () => {
  const persons = new Set(["user", "member", "peopl"]);
  const multiplier = (method: string, agent: string | undefined) =>
    doneThingsMultiplier(splitWords(method), agent, persons);

  it("holds back a name with the asked verb's -ed form beside a thing: the things done, not the doers", () => {
    // Whichever form the question says the verb in: "who liked", "who likes".
    expect(multiplier("usersIdLikedTweets", stemWord("liked"))).toBe(ACTION_MISMATCH_FACTOR);
    expect(multiplier("usersIdLikedTweets", stemWord("likes"))).toBe(ACTION_MISMATCH_FACTOR);
    expect(multiplier("list_repos_starred_by_user", stemWord("star"))).toBe(ACTION_MISMATCH_FACTOR);
  });

  it("keeps a name whose -ed form stands alone or beside a person, a verb, an identifier or 'by'", () => {
    expect(multiplier("getReportsIdUnsubscribed", stemWord("unsubscribe"))).toBe(1);
    expect(multiplier("tweetsIdLikingUsers", "like")).toBe(1);
    expect(multiplier("userListStarred", stemWord("star"))).toBe(1);
    expect(multiplier("listLikedUsers", "like")).toBe(1);
    // Another verb's -ed form, or no question about who does something.
    expect(multiplier("usersIdLikedTweets", "follow")).toBe(1);
    expect(multiplier("usersIdLikedTweets", undefined)).toBe(1);
  });
});

describe("participleStems", () => {
  const participles = (query: string) => [...participleStems(splitWords(query))];

  it("finds known verbs used as past participles after the first word", () => {
    expect(participles("messages posted in a channel")).toEqual([stemWord("post")]);
    expect(participles("issues closed last week")).toEqual([stemWord("close")]);
  });

  it("ignores a leading verb, a verb the query also uses plainly, and words that only end in -ed", () => {
    expect(participles("closed issues")).toEqual([]);
    expect(participles("post the messages posted yesterday")).toEqual([]);
    expect(participles("")).toEqual([]);
  });
});

describe("participleMultiplier", () => {
  const terms = (text: string) => splitWords(text).map(stemWord);
  const posted = new Set([stemWord("post")]);

  it("holds back a name whose action is the participle's verb", () => {
    expect(participleMultiplier(terms("chat_postMessage"), posted)).toBe(ACTION_MISMATCH_FACTOR);
  });

  it("keeps names acting otherwise, names without a verb, and queries without participles", () => {
    // The first known verb is the name's action: `get` here, the post is its object.
    expect(participleMultiplier(terms("getPostedMessages"), posted)).toBe(1);
    expect(participleMultiplier(terms("conversations_history"), posted)).toBe(1);
    expect(participleMultiplier(terms("chat_postMessage"), new Set())).toBe(1);
  });
});

describe("keyWords", () => {
  const keys = (query: string) => [...keyWords(splitWords(query))];

  it("finds the key one item is picked by, past a determiner", () => {
    expect(keys("look up a user profile by login")).toEqual(["login"]);
    expect(keys("get a customer by their email")).toEqual(["email"]);
  });

  it("finds none after a plural, in a query that does not read, or without a key", () => {
    expect(keys("list meetings by person")).toEqual([]);
    expect(keys("filter issues by severity")).toEqual([]);
    expect(keys("send a notification by text")).toEqual([]);
    expect(keys("get a user by")).toEqual([]);
  });
});

describe("asksWho", () => {
  it.each(["who works at this shop", "whom did i invite", "whose turn is it"])("%j asks who", (query) => {
    expect(asksWho(splitWords(query))).toBe(true);
  });

  it.each(["what is this", "list the people who joined", ""])("%j does not", (query) => {
    expect(asksWho(splitWords(query))).toBe(false);
  });
});

describe("askedWords", () => {
  const asked = (query: string) => askedWords(splitWords(query)).join(" ");

  it("ends the query where it says what it excludes", () => {
    expect(asked("hide a finished task without deleting it")).toBe("hide a finished task");
    expect(asked("list every member except the admins")).toBe("list every member");
    expect(asked("members excluding guests")).toBe("members");
    expect(asked("archive the card instead of deleting it")).toBe("archive the card");
  });

  it("keeps the whole query when it excludes nothing, or nothing searchable comes first", () => {
    expect(asked("delete a task")).toBe("delete a task");
    expect(asked("without a license")).toBe("without a license");
    expect(asked("a without b")).toBe("a without b");
    expect(asked("instead")).toBe("instead");
  });
});

describe("askedAgentVerb", () => {
  it.each([
    ["who follows this person", "follows"],
    ["who has starred my repository", "starred"],
    ["who is watching this repo", "watching"],
  ])("%j asks who %j", (query, verb) => {
    expect(askedAgentVerb(splitWords(query))).toBe(verb);
  });

  it.each(["what follows this step", "followers of a user", "who", "who is"])(
    "%j asks no such thing",
    (query) => {
      expect(askedAgentVerb(splitWords(query))).toBeUndefined();
    },
  );
});
