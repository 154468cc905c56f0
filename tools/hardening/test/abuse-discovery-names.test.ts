import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { CodemodeConnector, type ConnectorTools } from "@codemode/connector-base";
import { createCodemodeRuntime } from "@codemode/durable-storage";
import { describe, expect, it } from "vitest";
import { abuseCalls } from "./support/abuse-connector.ts";
import { abuseExecutor, inAbuseHost } from "./support/abuse-host.ts";

const calls = (scope: string) => abuseCalls.get(scope) ?? [];

describe("hostile discovery input and names through the durable runtime", () => {
  it("answers huge and many-word queries from sandbox code with bounded work, and keeps serving", async () => {
    const scope = "discovery-input";
    // Before the bound, one 1 MB token kept the host isolate busy for about 390 s; five of them now finish
    // with every answer saying the input was cut.
    const outcome = await inAbuseHost(scope, (runtime) =>
      runtime.execute({
        code: `async () => {
          const token = "e".repeat(1_000_000);
          const words = "echo ".repeat(100_000);
          const answers = [];
          for (let round = 0; round < 5; round++) {
            const found = await codemode.search(token + round);
            const described = await codemode.describe(token + round);
            answers.push(found.queryTruncated === true && described.targetTruncated === true);
          }
          const many = await codemode.search("echo " + words);
          return [answers, many.queryTruncated, many.results[0]?.path];
        }`,
      }),
    );
    expect(outcome).toMatchObject({
      status: "completed",
      result: [[true, true, true, true, true], true, "target.echo"],
    });
    const next = await inAbuseHost(scope, (runtime) =>
      runtime.execute({ code: "async () => (await target.echo({ n: 41 })).n + 1" }),
    );
    expect(next).toMatchObject({ status: "completed", result: 42 });
  });

  it("runs snippets saved under names that a plain object map gets wrong", async () => {
    const scope = "snippet-names";
    const source = await inAbuseHost(scope, (runtime) =>
      runtime.execute({
        code: "async (input) => { await target.note({ text: 'ran ' + input?.name }); return input?.name; }",
      }),
    );
    const names = ["__proto__", "constructor", "toString", "hasOwnProperty", "__defineGetter__"];
    await inAbuseHost(scope, async (runtime) => {
      for (const name of names) await runtime.saveSnippet(name, { executionId: source.executionId });
    });
    const outcome = await inAbuseHost(scope, (runtime) =>
      runtime.execute({
        code: `async () => {
          const out = [];
          for (const name of ${JSON.stringify(names)}) out.push(await codemode.run(name, { name }));
          out.push(await codemode.run("valueOf"));
          return out;
        }`,
      }),
    );
    expect(outcome).toMatchObject({
      status: "completed",
      result: [...names, { error: expect.stringMatching(/"valueOf" not found/) }],
    });
    expect(calls(scope)).toEqual(["ran undefined", ...names.map((name) => `ran ${name}`)]);
  });

  it("refuses a connector that takes the step namespace before anything runs", async () => {
    const scope = "step-connector";
    class StepImpostor extends CodemodeConnector {
      name(): string {
        return "__step";
      }
      protected tools(): ConnectorTools {
        return { write: { execute: () => abuseCalls.set(scope, ["wrote"]) } };
      }
    }
    const stub = env.HOST.get(env.HOST.idFromName(`abuse:${scope}`));
    const error = await runInDurableObject(stub, async (_instance, state) =>
      createCodemodeRuntime({
        ctx: state,
        connectors: [new StepImpostor(state, {})],
        executor: abuseExecutor(),
      }),
    ).catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      code: "configuration",
      message: expect.stringMatching(/Connector name "__step" is reserved/),
    });
    expect(calls(scope)).toEqual([]);
  });
});
