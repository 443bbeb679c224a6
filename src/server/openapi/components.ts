import { isDeepStrictEqual } from "node:util";
import { z } from "zod";
import { type JsonSchema, ref } from "@/server/openapi/operation";

/**
 * The document's named schemas, converted from zod. zod writes the nested schemas that carry an id
 * (`.meta({ id })`) and those it cuts out of a cycle (`__schema0`) under the converted schema's
 * `$defs`, with `#/$defs/…` references, and a schema that refers to itself as `#`: in an OpenAPI
 * document these resolve against the document's root, where they point at nothing. Every
 * conversion goes through `convert`, which moves them to the components (ids as named; cut-out
 * schemas named after the schema that holds them) and points the references there.
 */
export class Components {
  readonly schemas: Record<string, JsonSchema> = {};

  /** Two different schemas under one name would make every reference to one of them wrong: that throws. */
  add(name: string, definition: JsonSchema, from: string) {
    const existing = this.schemas[name];
    if (existing && !isDeepStrictEqual(existing, definition)) {
      throw new Error(`OpenAPI document: two different schemas are named "${name}" (the second one in ${from}); give one of them another id.`);
    }
    this.schemas[name] = definition;
  }

  /** The JSON schema of `schema`, to be used anywhere in the document; `owner` names what it describes. */
  convert(schema: z.ZodType, io: "input" | "output", owner: string): JsonSchema {
    const converted = z.toJSONSchema(schema, { io, unrepresentable: "any", target: "draft-2020-12" }) as JsonSchema & { $defs?: Record<string, JsonSchema> };
    const { $schema: _ignored, $defs = {}, ...root } = converted;
    const name = (id: string) => (id.startsWith("__schema") ? `${owner}Part${id.slice(8)}` : id);
    let selfReference = false;
    const target = (ref: string) => {
      if (ref === "#") selfReference = true;
      if (ref === "#") return `#/components/schemas/${owner}`;
      if (!ref.startsWith("#/$defs/")) return ref;
      return `#/components/schemas/${name(ref.slice(8).replaceAll("~1", "/").replaceAll("~0", "~"))}`;
    };
    for (const [id, definition] of Object.entries($defs)) this.add(name(id), repoint(definition, target), owner);
    const body = repoint(root, target);
    if (!selfReference) return body;
    this.add(owner, body, owner);
    return ref(owner);
  }

  /** A named component: its own definition when zod wrote it under its id, else its conversion. */
  addNamed(name: string, schema: z.ZodType, io: "input" | "output") {
    const body = this.convert(schema, io, name);
    if (body.$ref === `#/components/schemas/${name}` && Object.keys(body).length === 1) return; // already there
    this.add(name, body, name);
  }
}

/** `value` with every `$ref` string passed through `target`. */
function repoint(value: JsonSchema, target: (ref: string) => string): JsonSchema {
  const walk = (inner: unknown): unknown => {
    if (Array.isArray(inner)) return inner.map(walk);
    if (inner === null || typeof inner !== "object") return inner;
    return Object.fromEntries(Object.entries(inner).map(([key, v]) => [key, key === "$ref" && typeof v === "string" ? target(v) : walk(v)]));
  };
  return walk(value) as JsonSchema;
}
