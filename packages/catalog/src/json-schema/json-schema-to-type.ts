import { CodemodeError } from "@codemode/runtime-core";
import type { JSONSchema7 } from "json-schema";
import { DeclarationBlock } from "./declaration-block.ts";
import { RESERVED_TYPE_NAMES } from "./reserved-type-names.ts";

const TYPE_IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/**
 * Converts a JSON Schema to a TypeScript declaration, `type TypeName = ...;`, that always compiles.
 *
 * Same signature as the reference. Where the reference inlines every `$ref` again and again (and gives up on
 * recursion), the result here names each referenced definition once after it (`type Node = {...};`, after
 * the main declaration), so shared and recursive schemas stay small and exact. Names come from the
 * definition names and never clash with `typeName` or TypeScript's library types. `#` refers to `typeName`
 * itself.
 *
 * @throws CodemodeError `invalid_argument` when `typeName` is not a valid identifier or is a keyword.
 */
export function jsonSchemaToType(schema: JSONSchema7, typeName: string): string {
  const isKeyword = RESERVED_TYPE_NAMES.has(typeName) && /^[a-z]/.test(typeName);
  if (!TYPE_IDENTIFIER.test(typeName) || isKeyword) {
    throw new CodemodeError(
      "invalid_argument",
      `jsonSchemaToType: type name ${JSON.stringify(typeName)} is not a valid TypeScript identifier. ` +
        "Pass a name made of letters, digits, _ and $ that is not a keyword and does not start with a digit " +
        "(for example 'UserInput').",
    );
  }
  const block = new DeclarationBlock();
  block.claimName(typeName);
  block.addRoot(schema, typeName);
  return block.render();
}
