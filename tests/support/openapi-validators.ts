import SwaggerParser from "@apidevtools/swagger-parser";
import { createConfig, lintFromString } from "@redocly/openapi-core";

/**
 * The validators integrators run on GET /api/openapi.json: swagger-parser's `validate` (the
 * OpenAPI 3.1 schema, every $ref resolved) and Redocly's `lint` with its recommended rules. Answers
 * one line per error, none when both accept the document. Warnings (a missing licence...) are not
 * errors. Used by the document's unit test and by the CI check of the running app.
 */
export async function validateOpenApi(document: unknown): Promise<string[]> {
  const problems: string[] = [];
  try {
    // swagger-parser dereferences in place: give it a copy.
    await SwaggerParser.validate(structuredClone(document) as never);
  } catch (error) {
    problems.push(`swagger-parser: ${error instanceof Error ? error.message : String(error)}`);
  }
  const config = await createConfig({ extends: ["recommended"] });
  const results = await lintFromString({ source: JSON.stringify(document), absoluteRef: "openapi.json", config });
  for (const result of results.filter((r) => r.severity === "error")) {
    problems.push(`Redocly ${result.ruleId}: ${result.message} (${result.location[0]?.pointer ?? "?"})`);
  }
  return problems;
}
