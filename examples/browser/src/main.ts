import { createBrowserCodeTool, IframeSandboxExecutor } from "codemode/browser";

const items = [
  { id: "tea", name: "Green tea", price: 4 },
  { id: "mug", name: "Mug", price: 9 },
];
const cart: string[] = [];

/**
 * One tool for the model: its code calls `codemode.*`, which run here, on the page, by message from the sandbox.
 * A run is stopped after 5 s, even `while (true) {}`: the code runs in a Worker inside a sandboxed iframe.
 */
const tool = createBrowserCodeTool({
  executor: new IframeSandboxExecutor({ timeout: 5_000 }),
  tools: {
    list_items: {
      description: "List the items for sale.",
      inputSchema: { type: "object" },
      execute: async () => items,
    },
    add_to_cart: {
      description: "Put an item in the cart.",
      inputSchema: { type: "object", properties: { id: { type: "string" } }, required: ["id"] },
      execute: async ({ id }) => {
        if (!items.some((item) => item.id === id)) throw new Error(`No item "${String(id)}".`);
        cart.push(String(id));
        return { cart: [...cart] };
      },
    },
    cart: {
      description: "The cart's item ids.",
      inputSchema: { type: "object" },
      execute: async () => [...cart],
    },
  },
});

const code = document.querySelector<HTMLTextAreaElement>("#code");
const output = document.querySelector<HTMLPreElement>("#output");

document.querySelector("#run")?.addEventListener("click", async () => {
  if (!code || !output) return;
  output.dataset.status = "running";
  try {
    const result = await tool.execute({ code: code.value });
    output.textContent = JSON.stringify(result, null, 2);
    output.dataset.status = "done";
  } catch (error) {
    output.textContent = error instanceof Error ? error.message : String(error);
    output.dataset.status = "failed";
  }
});
