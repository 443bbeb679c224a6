import { z } from "zod";
import { validateOpenApi } from "../../../tests/support/openapi-validators";
import { Components } from "@/server/openapi/components";
import { ref } from "@/server/openapi/operation";

/**
 * The schemas others will add: whatever zod writes under `$defs` (nested schemas with an id,
 * self-references, cycles), the document that holds them passes swagger-parser and Redocly.
 */

const documentWith = (components: Components, body: string) => ({
  openapi: "3.1.0",
  info: { title: "t", version: "1" },
  servers: [{ url: "/" }],
  security: [],
  paths: {
    "/x": {
      post: {
        operationId: "postX",
        summary: "x",
        requestBody: { content: { "application/json": { schema: ref(body) } } },
        responses: { 200: { description: "ok" }, 400: { description: "bad" } },
      },
    },
  },
  components: { schemas: components.schemas },
});

describe("the OpenAPI document's components", () => {
  it("move nested schemas with an id, shared by two components, to the components, once", async () => {
    const person = z.object({ nom: z.string() }).meta({ id: "TestPerson" });
    const components = new Components();
    components.addNamed("TestPage", z.object({ items: z.array(person), total: z.number() }), "output");
    components.addNamed("TestPair", z.object({ a: person, b: person.nullable() }), "output");
    expect(Object.keys(components.schemas).sort()).toEqual(["TestPage", "TestPair", "TestPerson"]);
    expect(JSON.stringify(components.schemas)).not.toContain("$defs");
    expect(await validateOpenApi(documentWith(components, "TestPage"))).toEqual([]);
  });

  it("point a schema that refers to itself, and a cycle between two, at components", async () => {
    type Node = { libelle: string; enfants: Node[] };
    const node: z.ZodType<Node> = z.object({ libelle: z.string(), enfants: z.array(z.lazy(() => node)) });
    const components = new Components();
    components.addNamed("TestTree", node, "input");
    components.addNamed("TestForest", z.object({ arbres: z.array(node) }), "input");
    const text = JSON.stringify(components.schemas);
    expect(text).not.toMatch(/"\$ref":"#(\/\$defs\/[^"]*)?"/);
    expect(await validateOpenApi(documentWith(components, "TestTree"))).toEqual([]);
    expect(await validateOpenApi(documentWith(components, "TestForest"))).toEqual([]);
  });

  it("refuses two different schemas under one id, which would make one of them wrong", () => {
    const components = new Components();
    components.addNamed("TestA", z.object({ x: z.object({ n: z.string() }).meta({ id: "TestShared" }) }), "output");
    expect(() => components.addNamed("TestB", z.object({ y: z.object({ n: z.number() }).meta({ id: "TestShared" }) }), "output")).toThrow(
      /two different schemas are named "TestShared"/,
    );
  });
});
