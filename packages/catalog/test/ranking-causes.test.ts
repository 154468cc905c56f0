import type { ConnectorDescription } from "@codemode/runtime-core";
import { describe, expect, it } from "vitest";
import { searchCatalog } from "../src/search/search-catalog.ts";

/** A connector named `api` whose methods have these descriptions. */
function api(methods: Record<string, string>): ConnectorDescription[] {
  const descriptors = Object.fromEntries(
    Object.entries(methods).map(([name, description]) => [name, { description, inputSchema: {} }]),
  );
  return [{ name: "api", descriptors }];
}

/**
 * General causes of misses found on the labeled query sets, each reduced to a few methods: the method a
 * developer means must come first.
 */
/** One cause: a query, a few methods (name: description), and the method that must come first. */
type Cause = { why: string; query: string; methods: Record<string, string>; first: string };

describe("ranking causes", () => {
  it.each<Cause>([
    {
      why: "asked who does something, its doers are what is asked for ('who follows': the followers)",
      query: "who follows this user",
      methods: {
        users_listFollowers: "Lists the followers of a user.",
        users_checkFollowing: "Checks whether a user follows another.",
        users_get: "Returns a user.",
      },
      first: "api.users_listFollowers",
    },
    {
      why: "the noun made of a query's verb is the same thing ('who reacted': the reactions, not messages)",
      query: "who reacted to this message",
      methods: {
        getMessage: "Returns a message.",
        listMessages: "Lists the messages of a channel.",
        getReactions: "Lists the reactions to an item.",
      },
      first: "api.getReactions",
    },
    {
      why: "asked who or which, a yes-or-no check does not answer ('who follows': the followers; GitHub's texts)",
      query: "who follows this person",
      methods: {
        users_checkPersonIsFollowedByAuthenticated:
          "Check if a person is followed by the authenticated user.",
        users_listFollowersForUser:
          "List followers of a user. Lists the people following the specified user.",
        users_listFollowingForUser:
          "List the people a user follows. Lists the people who the specified user follows.",
        users_getByUsername:
          "Get a user. Provides publicly available information about someone with an account.",
        repos_listForUser: "List repositories for a user.",
      },
      first: "api.users_listFollowersForUser",
    },
    {
      why: "told to change something, a method that only reads does not do it ('assign an issue': add assignees)",
      query: "assign an issue to someone",
      methods: {
        issues_list: "List the issues of a repository, with who each issue is assigned to.",
        issues_addAssignees: "Add assignees to an issue. Adds up to 10 assignees to an issue.",
      },
      first: "api.issues_addAssignees",
    },
    {
      why: "a name that opens with an HTTP method does what its own verb says ('PUT_CloseAccountingPeriod' closes)",
      query: "close the accounting period",
      methods: {
        PUT_CloseAccountingPeriod:
          "Close an accounting period by its accounting period ID.\n\nPrerequisites: you need the Manage " +
          "Close Process and Run Trial Balance permissions.\n\nLimitations: the period must not be closed " +
          "already, no trial balance may be running for it, every earlier period must be closed, and no " +
          "action items may be left for it.\n\nClosing a period runs a trial balance for it; a successful " +
          "response says only that the period is closed.",
        PUT_ReopenAccountingPeriod:
          "Reopen an accounting period\n\nOpens an accounting period again.\n\nPrerequisites: you need the " +
          "Manage Close Process and Run Trial Balance permissions.\n\nLimitations: the period must be " +
          "closed or pending close.",
        GET_AccountingPeriod: "Retrieve an accounting period",
      },
      first: "api.PUT_CloseAccountingPeriod",
    },
    {
      why: "a name's first verb names a thing when the summary opens with another verb the name says later ('listIdCreate' creates)",
      query: "create a new list",
      methods: {
        listIdCreate: "Create List\n\nCreates a new List.",
        listIdGet: "List lookup by List ID.\n\nReturns a List.",
        dmConversationIdCreate: "Create a new DM Conversation\n\nCreates a new DM Conversation.",
        listsIdTweets:
          "List Tweets timeline by List ID.\n\nReturns a list of Tweets associated with the List.",
      },
      first: "api.listIdCreate",
    },
    {
      why: "asked who did something, a name with its -ed form beside a thing names the things done ('LikedTweets')",
      query: "who liked my tweet",
      methods: {
        tweetsIdLikingUsers:
          "Returns User objects that have liked the provided Tweet ID\n\nReturns a list of Users that have liked the provided Tweet ID",
        usersIdLikedTweets:
          "Returns Tweet objects liked by the provided User ID\n\nReturns a list of Tweets liked by the provided User ID",
        usersIdLike: "Causes the User (in the path) to like the specified Tweet.",
      },
      first: "api.tweetsIdLikingUsers",
    },
    {
      why: "a verb in -ify finds its noun, spelled apart from it ('verify': verification)",
      query: "verify a VAT number",
      methods: {
        VatLookup: "Find VAT numbers. Returns the VAT numbers registered for a company name.",
        VatBasic: "Basic VAT details. Returns the verification result for a VAT number.",
        HealthCheck: "Checks the service health.",
      },
      first: "api.VatBasic",
    },
    {
      why: "'re' before a verb the catalog has is that verb again ('reactivate': activateBounce)",
      query: "reactivate a bounced address",
      methods: {
        getBounces: "Get bounces. Lists the email addresses that bounced.",
        activateBounce: "Activate a bounce",
        getBounceCounts: "Get bounce counts",
        getDeliveryStats: "Get delivery stats",
      },
      first: "api.activateBounce",
    },
    {
      why: "the word after 'by' is the key an item is picked by, read as written ('by login': no sign-in)",
      query: "look up a user profile by their login",
      methods: {
        users_getAuthenticated: "Get the authenticated user, with their private profile.",
        users_getByUsername: "Get a user's public profile.",
        users_list: "List all users.",
      },
      first: "api.users_getByUsername",
    },
    {
      why: "a phrase is the word it makes written as one ('roll back': rollback), not only a related word",
      query: "roll back my site to the previous version",
      methods: {
        getLatestVersion: "",
        listVersions: "",
        rollbackSiteDeploy: "",
        createSiteDeploy: "",
        getSite: "",
      },
      first: "api.rollbackSiteDeploy",
    },
    {
      why: "'X of Y' is the compound 'Y X' a name built from a path says ('lists on a board': getBoardsLists)",
      query: "get the lists on a board",
      methods: {
        getListsBoard: "getListsBoard()",
        getBoardsLists: "getBoardsLists()",
        getBoard: "getBoard()",
      },
      first: "api.getBoardsLists",
    },
    {
      why: "a question that asks who is answered by people ('who is on this board': its members)",
      query: "who is on this board",
      methods: {
        getBoard: "Returns a board.",
        listBoardActivity: "Lists what happened on a board.",
        listBoardMembers: "Lists the members of a board.",
      },
      first: "api.listBoardMembers",
    },
    {
      why: "what a query excludes is not searched for ('without deleting it': no delete method)",
      query: "hide a finished task without deleting it",
      methods: {
        deleteTask: "Deletes a task.",
        updateTaskClosed: "Closes a task, or opens it again.",
        getTask: "Returns a task.",
      },
      first: "api.updateTaskClosed",
    },
    {
      why: "a word the catalog lacks, glued of a prefix and a word it has, means that word ('upvote': vote)",
      query: "upvote an issue",
      methods: {
        getIssue: "Returns an issue.",
        updateIssue: "Edits an issue's summary.",
        addVote: "Adds your vote to an issue.",
      },
      first: "api.addVote",
    },
    {
      why: "a phrasal verb's particle may follow its object ('turn the alarm off' is 'turn off': stop)",
      query: "turn the alarm off",
      methods: {
        getAlarm: "Returns an alarm.",
        updateAlarm: "Changes the time of an alarm.",
        stopAlarm: "Silences an alarm that is ringing.",
      },
      first: "api.stopAlarm",
    },
    {
      why: "a past participle describes what is asked for, it is no action ('messages posted': a channel's history, not postMessage)",
      query: "messages posted in a channel",
      methods: {
        chat_postMessage: "Sends a message to a channel.",
        channels_history: "Lists a channel's messages, newest first; each message with who posted it.",
        channels_info: "Retrieves information about a channel.",
      },
      first: "api.channels_history",
    },
    {
      why: "a verb whose thing the names hold is asked to make one ('attach a screenshot': addAttachment)",
      query: "attach a screenshot to the task",
      methods: {
        getAttachment: "Returns an attachment of a task.",
        removeAttachment: "Deletes an attachment of a task.",
        addAttachment: "Adds an attachment to a task, given its content and its media type.",
        getTask: "Returns a task.",
      },
      first: "api.addAttachment",
    },
    {
      why: "a state change the catalog has no method named for is done by an update ('reopen': updateTicket)",
      query: "reopen a ticket",
      methods: {
        lockTicket: "Locks a ticket's conversation.",
        deleteTicket: "Deletes a ticket.",
        getTicket: "Returns a ticket.",
        mergeTickets: "Merges a ticket into another ticket.",
        updateTicket: "Updates a ticket: its title, body or state.",
      },
      first: "api.updateTicket",
    },
    {
      why: "a word inside a vocabulary phrase means the phrase ('up' in 'look up' is not top-ups)",
      query: "look up a client",
      methods: {
        getClient: "Retrieves a client.",
        listClientInvoices: "Lists the invoices of a client.",
        createClientNote: "Adds a note to a client.",
        getTopUp: "Retrieves a top-up.",
      },
      first: "api.getClient",
    },
    {
      why: "a related word the catalog rarely uses counts no more than the one it uses ('ticket': issue, not task)",
      query: "delete a ticket",
      methods: {
        createIssue: "Creates an issue.",
        getIssue: "Returns an issue.",
        deleteIssue: "Deletes an issue.",
        listIssueComments: "Lists the comments of an issue.",
        assignIssue: "Assigns an issue to a user.",
        getIssueChangelog: "Returns the changes made to an issue.",
        addIssueLabel: "Adds a label to an issue.",
        listIssueWatchers: "Lists the watchers of an issue.",
        deleteProject: "Deletes a project in an asynchronous task.",
      },
      first: "api.deleteIssue",
    },
    {
      why: "a query phrase finds methods that say a related phrase ('authenticated user': 'current user')",
      query: "get the authenticated user",
      methods: {
        getCurrentUser: "Returns the current user.",
        getUser: "Returns a user.",
        getUserAuthentication: "Returns the authentication settings of a user.",
        setLocale: "Sets the locale of the user's profile.",
      },
      first: "api.getCurrentUser",
    },
    {
      why: "a base resource comes before its nested resources, whose names say more than the query",
      query: "create a customer",
      methods: {
        PostCustomers: "Creates a new customer object.",
        PostCustomersCustomerCards:
          "Creates a new card for a customer. When you create a card for a customer, the customer's default card may change.",
        PostCustomersCustomerSources:
          "Creates a new source for a customer. When you create a source for a customer, the customer's default source may change.",
      },
      first: "api.PostCustomers",
    },
    {
      why: "a thing's name used as the verb makes one ('comment on an issue' adds a comment)",
      query: "comment on an issue",
      methods: {
        comments_delete: "Deletes a comment on an issue.",
        comments_get: "Gets a comment on an issue.",
        comments_list: "Lists the comments on an issue.",
        comments_post: "Posts a comment on an issue.",
      },
      first: "api.comments_post",
    },
    {
      why: "a query that only names a thing reads it ('milestone' gets, not deletes)",
      query: "milestone",
      methods: {
        deleteMilestone: "Deletes a milestone.",
        getMilestone: "Gets a milestone.",
        updateMilestone: "Updates a milestone.",
      },
      first: "api.getMilestone",
    },
    {
      why: "a question about what exists reads, whatever its verb ('who reviewed' lists reviews)",
      query: "who reviewed this pull request",
      methods: {
        createReview: "Creates a review on a pull request.",
        listReviews: "Lists the reviews on a pull request.",
      },
      first: "api.listReviews",
    },
    {
      why: "an operation comes before its variant for administrators, other words alike",
      query: "create a channel",
      methods: {
        admin_conversations_create: "Create a channel.",
        team_conversations_create: "Create a channel.",
      },
      first: "api.team_conversations_create",
    },
    {
      why: "'by id' says how one item is picked, so nested resources whose names end in Id do not win",
      query: "retrieve an invoice by id",
      methods: {
        GetInvoicesInvoice: "Retrieves an invoice.",
        GetInvoicesInvoiceLinesId: "Retrieves a line item of an invoice.",
        GetInvoicesInvoicePaymentsId: "Retrieves a payment made towards an invoice.",
        GetCustomers: "Lists customers.",
        GetCustomersCustomerCardsId: "Retrieves a card of a customer.",
        GetProductsProduct: "Retrieves a product.",
        PostProducts: "Creates a product.",
        GetBalance: "Retrieves the balance.",
      },
      first: "api.GetInvoicesInvoice",
    },
    {
      why: "told to remove something, a method that creates one does not do it, whatever words it shares",
      query: "delete a webhook",
      methods: {
        deleteHook: "Deletes a hook.",
        createWebhook: "Creates a webhook that is called when a delete happens.",
        getWebhooks: "Lists webhooks.",
      },
      first: "api.deleteHook",
    },
    {
      why: "a method its description calls deprecated comes after the live one ('list pods': not the old watch)",
      query: "list pods",
      methods: {
        listNamespacedPod: "list or watch objects of kind Pod",
        watchNamespacedPodList:
          "watch individual changes to a list of Pod. deprecated: use the 'watch' parameter with a list operation instead.",
        readNamespacedPod: "read the specified Pod",
        createNamespacedPod: "create a Pod",
      },
      first: "api.listNamespacedPod",
    },
    {
      why: "initials the catalog spells out ('vm') are worth no less than a rarer word related to them ('host')",
      query: "delete a vm",
      methods: {
        VirtualMachines_Delete: "The operation to delete a virtual machine.",
        DedicatedHosts_Delete: "Delete a dedicated host.",
        VirtualMachines_Get: "Retrieves information about a virtual machine.",
        VirtualMachines_List: "Lists the virtual machines in a resource group.",
        VirtualMachines_Start: "The operation to start a virtual machine.",
        VirtualMachines_Restart: "The operation to restart a virtual machine.",
        VirtualMachines_PowerOff: "The operation to power off a virtual machine.",
        VirtualMachines_Capture: "Captures the virtual machine as an image.",
        DedicatedHosts_Get: "Retrieves a dedicated host.",
        Images_Delete: "Deletes an image.",
      },
      first: "api.VirtualMachines_Delete",
    },
    {
      why: "told to change a thing, a method named for removing it does not ('update a workflow': not its delete)",
      query: "update a workflow",
      methods: {
        delete_workflows_workflowId:
          "DELETE /workflows/{workflowId}. Returns the deleted workflow with the time it was last updated.",
        patch_workflows_workflowId:
          "PATCH /workflows/{workflowId}. Takes the fields to change: name, description, error config and completed config.",
        get_workflows_workflowId: "GET /workflows/{workflowId}",
        post_workflows: "POST /workflows",
      },
      first: "api.patch_workflows_workflowId",
    },
    {
      why: "'stop doing' asks for the method that undoes it ('stop following': unfollow, not who is followed)",
      query: "stop following an account",
      methods: {
        usersIdFollowing:
          "Following by User ID. Returns a list of Users that are being followed by the User.",
        usersIdFollow: "Follow User. Causes the User to follow another User.",
        usersIdUnfollow: "Unfollow User. Causes the source User to unfollow the target User.",
        usersIdFollowers: "Followers by User ID. Returns a list of Users who are followers of the User.",
        listUserFollow: "Follow a List. Causes a User to follow a List.",
      },
      first: "api.usersIdUnfollow",
    },
    {
      why: "a verb and its particle are the word a catalog writes them as ('back up': BackupKey, not 'Backs up')",
      query: "back up a key",
      methods: {
        BackupKey:
          "Requests that a backup of the specified key be downloaded to the client. The Key Backup operation exports a key in a protected form.",
        BackupSecret:
          "Backs up the specified secret. Requests that a backup of the specified secret be downloaded to the client.",
        GetKey: "Gets the public part of a stored key.",
        RestoreKey: "Restores a backed up key to a vault.",
      },
      first: "api.BackupKey",
    },
    {
      why: "a question that asks how many is answered by a count ('how many hosted zones': the zone count)",
      query: "how many hosted zones do I have",
      methods: {
        ListHostedZones:
          "Retrieves a list of the public and private hosted zones that are associated with the current account. The response includes a HostedZones child element for each hosted zone.",
        GetHostedZoneCount:
          "Retrieves the number of hosted zones that are associated with the current account.",
        GetHostedZone:
          "Gets information about a specified hosted zone including the four name servers assigned to the hosted zone.",
        CreateHostedZone: "Creates a new public or private hosted zone.",
      },
      first: "api.GetHostedZoneCount",
    },
    {
      why: "'who am i' asks for the user the call is made as ('who am i logged in as': the current user)",
      query: "who am i logged in as",
      methods: {
        get_users_me:
          "Get current user. Retrieves information about the user who is currently authenticated.",
        get_users_id: "Get user. Retrieves information about a user in the enterprise.",
        get_users_id_memberships: "List user group memberships.",
        post_oauth2_token:
          "Request access token. Logs in a user with their credentials and returns an access token.",
      },
      first: "api.get_users_me",
    },
    {
      why: "a query's possessive 's' is no word to search ('someone's phone': not every possessive in the texts)",
      query: "send a text message to someone's phone",
      methods: {
        Publish: "Sends a message to a phone number as an SMS text message, or to a topic.",
        DeleteSMSSandboxPhoneNumber:
          "Deletes an account's verified or pending phone number from the SMS sandbox. The account's sandbox is where the phone number's messages go.",
        ListPhoneNumbersOptedOut: "Returns a list of phone numbers that are opted out.",
        CreateTopic: "Creates a topic to which notifications can be published.",
      },
      first: "api.Publish",
    },
  ])("$why", ({ query, methods, first }) => {
    expect(searchCatalog(query, api(methods), []).results[0]?.path).toBe(first);
  });

  it("reads an AWS query API's action after its transport method ('create': both PutAnomalyDetector twins)", () => {
    const twins = (action: string, description: string) => ({
      [`GET_${action}`]: description,
      [`POST_${action}`]: description,
    });
    const methods = {
      ...twins(
        "DescribeAnomalyDetectors",
        "Lists the anomaly detection models that you have created in your account.",
      ),
      ...twins(
        "PutAnomalyDetector",
        "Creates an anomaly detection model for a metric. You can use the model to display a band of expected normal values when the metric is graphed.",
      ),
      ...twins("DeleteAnomalyDetector", "Deletes the specified anomaly detection model from your account."),
    };
    const top = searchCatalog("create an anomaly detector", api(methods), []).results.slice(0, 2);
    // Read by its HTTP method, `GET_PutAnomalyDetector` reads and `POST_DescribeAnomalyDetectors` creates.
    expect(top.map((result) => result.method).sort()).toEqual([
      "GET_PutAnomalyDetector",
      "POST_PutAnomalyDetector",
    ]);
  });

  it("finds a method by the fields its request body sets, below a method that says the word itself", () => {
    const body = (properties: string[]) => ({
      type: "object" as const,
      properties: {
        id: { type: "string" as const },
        body: {
          type: "object" as const,
          properties: Object.fromEntries(properties.map((key) => [key, {}])),
        },
      },
    });
    const connectors: ConnectorDescription[] = [
      {
        name: "api",
        descriptors: {
          updateTask: { description: "Updates a task.", inputSchema: body(["title", "due_date"]) },
          createTask: { description: "Creates a task.", inputSchema: body(["title"]) },
          getTask: { description: "Returns a task.", inputSchema: { type: "object" } },
        },
      },
    ];
    const ranked = searchCatalog("task due date", connectors, []).results.map((result) => result.path);
    expect(ranked[0]).toBe("api.updateTask");
    connectors.push({
      name: "dates",
      descriptors: { listDueDates: { description: "Lists the due dates of tasks.", inputSchema: {} } },
    });
    expect(searchCatalog("task due date", connectors, []).results[0]?.path).toBe("dates.listDueDates");
  });

  it("finds the method whose body can set a field to the state a query asks for ('close a ticket': closed)", () => {
    const withState = (values: string[]) => ({
      type: "object" as const,
      properties: {
        ticket_id: { type: "string" as const },
        body: {
          type: "object" as const,
          properties: {
            title: { type: "string" as const },
            state: { type: "string" as const, enum: values },
          },
        },
      },
    });
    const tracker = (values: string[]): ConnectorDescription[] => [
      {
        name: "tracker",
        descriptors: {
          getTicket: { description: "Returns a ticket.", inputSchema: { type: "object" } },
          listTickets: { description: "Lists tickets, newest first.", inputSchema: { type: "object" } },
          // Named without a verb, so the body's values alone decide: a list would be held back anyway for
          // "close a ticket", which tells to change something.
          ticketEvents: {
            description:
              "Lists the events of a ticket. Each event says who commented on, assigned or closed it.",
            inputSchema: { type: "object" },
          },
          patchTicket: { description: "Changes a ticket's title or state.", inputSchema: withState(values) },
          deleteTicket: { description: "Deletes a ticket.", inputSchema: { type: "object" } },
        },
      },
    ];
    const first = (values: string[]) => searchCatalog("close a ticket", tracker(values), []).results[0]?.path;
    expect(first(["open", "closed"])).toBe("tracker.patchTicket");
    expect(first(["open", "pending"])).not.toBe("tracker.patchTicket");
  });

  it("finds the method whose result holds what a query asks for ('unread notifications': unread)", () => {
    const result = (fields: string[]) => ({
      type: "array" as const,
      items: { type: "object" as const, properties: Object.fromEntries(fields.map((key) => [key, {}])) },
    });
    const inbox = (fields: string[]): ConnectorDescription[] => [
      {
        name: "inbox",
        descriptors: {
          getNotification: { description: "Returns a notification.", inputSchema: { type: "object" } },
          listNotifications: {
            description: "Lists your notifications, newest first.",
            inputSchema: { type: "object" },
            outputSchema: result(["id", "subject", ...fields]),
          },
          markNotificationsRead: {
            description: "Marks notifications as read.",
            inputSchema: { type: "object" },
          },
          deleteNotification: { description: "Deletes a notification.", inputSchema: { type: "object" } },
          listNotificationThreads: {
            description: "Lists the threads your notifications belong to.",
            inputSchema: { type: "object" },
          },
        },
      },
    ];
    const ranked = (fields: string[]) => searchCatalog("unread notifications", inbox(fields), []).results;
    const withUnread = ranked(["unread", "updated_at"]);
    expect(withUnread[0]?.path).toBe("inbox.listNotifications");
    // Without the field, the list is found by its name alone, at a fraction of the score.
    const withoutUnread = ranked(["pinned", "updated_at"]).find(
      (result) => result.method === "listNotifications",
    );
    expect(withoutUnread?.score ?? 0).toBeLessThan((withUnread[0]?.score ?? 0) / 3);
  });
});
