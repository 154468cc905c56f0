import { describe, expect, it } from "vitest";
import { checkMultiplier, imperativeAction, imperativeMultiplier } from "./leading-action.ts";
import { asksWhatOrWho, leadingVerb } from "./query-intent.ts";
import { ACTION_MISMATCH_FACTOR, CHECK_MISMATCH_FACTOR } from "./ranking-parameters.ts";
import { splitWords } from "./split-words.ts";
import { stemWord } from "./stem-word.ts";
import { nameAction } from "./verb-kinds.ts";

describe("checkMultiplier", () => {
  const terms = (text: string) => splitWords(text).map(stemWord);
  const asks = (query: string) => asksWhatOrWho(splitWords(query));

  it("holds back a yes-or-no method when the query asks what, which or who", () => {
    expect(asks("who follows this person")).toBe(true);
    expect(asks("which users can be assigned")).toBe(true);
    expect(checkMultiplier(terms("users_check_person_is_followed"), true)).toBe(CHECK_MISMATCH_FACTOR);
    expect(checkMultiplier(terms("checkUserCanBeAssigned"), true)).toBe(CHECK_MISMATCH_FACTOR);
    // Milder than an action mismatch: a check reads, and stays above the methods that change things.
    expect(CHECK_MISMATCH_FACTOR).toBeGreaterThan(ACTION_MISMATCH_FACTOR);
  });

  it("keeps other names, a check after the name's action, and other queries", () => {
    expect(asks("is this person followed")).toBe(false);
    expect(asks("follow this person")).toBe(false);
    expect(checkMultiplier(terms("users_list_followers"), true)).toBe(1);
    // Followed by a verb, `checks` is the thing acted on: these create and list check runs.
    expect(checkMultiplier(terms("checks_create_run"), true)).toBe(1);
    expect(checkMultiplier(terms("checksListForRef"), true)).toBe(1);
    // Named resource first, its reading verb last: the alerts of an uptime check are listed.
    expect(checkMultiplier(terms("uptime_check_alerts_list"), true)).toBe(1);
    expect(checkMultiplier(terms("users_check_following"), false)).toBe(1);
  });
});

describe("imperativeMultiplier", () => {
  const terms = (text: string) => splitWords(text).map(stemWord);
  const told = (query: string) => imperativeAction(splitWords(query));
  const multiplier = (method: string, query: string) =>
    imperativeMultiplier(terms(method), nameAction(terms(method)), told(query));

  it("reads what a query tells to do from the known verb it leads with, followed by what a verb takes", () => {
    expect(told("assign an issue to someone")).toBe("other");
    expect(told("give someone write access to a repo")).toBe("other");
    expect(told("add a member to a team")).toBe("create");
    expect(told("read a file from a repository")).toBe("read");
    // An object without an article, which a plural or a determiner further on shows.
    expect(told("list DB snapshots")).toBe("read");
    expect(told("remove completed tasks from the list")).toBe("other");
    expect(told("enable multi factor authentication for a user")).toBe("other");
    expect(told("update history")).toBeUndefined();
    // A plural right after the verb makes a noun of both; a phrase the vocabulary knows is not its first word.
    expect(told("merge requests")).toBeUndefined();
    expect(told("run logs of a workflow")).toBeUndefined();
    expect(told("get rid of a card")).toBeUndefined();
    // A plural or a past form names things; a verb with nothing it acts on, a question or an unknown verb
    // tells nothing.
    expect(told("updates to a page")).toBeUndefined();
    expect(told("assigned issues")).toBeUndefined();
    expect(told("archive")).toBeUndefined();
    expect(told("who can be assigned to an issue")).toBeUndefined();
    expect(told("frobnicate the widget")).toBeUndefined();
  });

  it("tells nothing for a check, 'give me', a second verb of another kind, or 'get a new ...'", () => {
    expect(told("verify that a user is a member")).toBeUndefined();
    expect(told("test the webhook")).toBeUndefined();
    expect(told("give me all open issues")).toBeUndefined();
    expect(told("let me see the recent deployments")).toBeUndefined();
    expect(told("find the stale branches and delete them")).toBeUndefined();
    expect(told("show me how to delete a repository")).toBeUndefined();
    expect(told("get a new token")).toBeUndefined();
    // A second verb of the same kind, or a reading verb after "me", still tells.
    expect(told("archive the channel and remove its members")).toBe("other");
    expect(told("show me the open issues")).toBe("read");
  });

  it("holds back a method that reads, or checks, when the query tells to create or change something", () => {
    expect(multiplier("issues_list_for_authenticated_user", "assign an issue to someone")).toBe(
      ACTION_MISMATCH_FACTOR,
    );
    expect(multiplier("issues_check_user_can_be_assigned", "assign an issue to someone")).toBe(
      ACTION_MISMATCH_FACTOR,
    );
    expect(multiplier("members_list", "add a member to a team")).toBe(ACTION_MISMATCH_FACTOR);
    expect(multiplier("issues_add_assignees", "assign an issue to someone")).toBe(1);
    expect(multiplier("issues_update", "close an issue")).toBe(1);
    // A name without a known verb says nothing of what it does.
    expect(multiplier("assignees", "assign an issue to someone")).toBe(1);
  });

  it("holds back a method that changes or removes, not one that creates, when the query tells to read", () => {
    expect(multiplier("repos_delete_file", "read a file from a repository")).toBe(ACTION_MISMATCH_FACTOR);
    expect(multiplier("repos_get_content", "read a file from a repository")).toBe(1);
    expect(multiplier("tokens_create", "read a token")).toBe(1);
    // A name whose first "verb" is the thing it reads, ending on a reading verb, is kept.
    expect(multiplier("pins_list", "list the pinned messages in a channel")).toBe(1);
    expect(multiplier("link_token_get", "get a link token")).toBe(1);
  });

  it("holds back a method that does the opposite: removes when told to create, creates when told to remove", () => {
    const opposite = (method: string, query: string) =>
      imperativeMultiplier(
        terms(method),
        nameAction(terms(method)),
        told(query),
        leadingVerb(splitWords(query)),
      );
    expect(opposite("deleteMember", "add a team member")).toBe(ACTION_MISMATCH_FACTOR);
    expect(opposite("postMembers", "add a team member")).toBe(1);
    expect(opposite("createWebhook", "delete a webhook")).toBe(ACTION_MISMATCH_FACTOR);
    expect(opposite("deleteWebhook", "delete a webhook")).toBe(1);
    // A change that removes nothing keeps both; a name whose first "verb" is the thing (`pins_remove`) is no
    // removal, and told to change otherwise ("close"), a method that creates is kept.
    expect(opposite("updateMember", "add a team member")).toBe(1);
    expect(opposite("pins_remove", "add a pin to the message")).toBe(1);
    expect(opposite("createComment", "close the issue")).toBe(1);
    // Named for the HTTP method or for the record of the removal, a method still does it.
    expect(opposite("PostRefundsRefundCancel", "cancel a refund")).toBe(1);
    expect(opposite("createCancellation", "cancel the order")).toBe(1);
    expect(opposite("POST_DeleteDBSubnetGroup", "delete a subnet group")).toBe(1);
    // A removal word that is not the name's verb (its first verb creates) does not make it a removal.
    expect(opposite("clearing_accounts_create", "add a clearing account")).toBe(1);
    // Told to edit, a method whose name removes does not edit ("update a workflow": not its delete).
    expect(opposite("delete_workflows_workflowId", "update a workflow")).toBe(ACTION_MISMATCH_FACTOR);
    expect(opposite("deleteFile", "rename a file")).toBe(ACTION_MISMATCH_FACTOR);
    expect(opposite("patch_workflows_workflowId", "update a workflow")).toBe(1);
    // Unless the name also says the query's verb, or the verb edits nothing (a state change, "close").
    expect(opposite("removeAndUpdateLabels", "update the labels of an issue")).toBe(1);
    expect(opposite("deleteIssue", "close an issue")).toBe(1);
  });

  it("keeps every method for a query that tells nothing", () => {
    expect(multiplier("issues_list_for_authenticated_user", "issues assigned to me")).toBe(1);
    expect(multiplier("repos_delete_file", "files in a repository")).toBe(1);
  });
});
