/** @jest-environment node */
import { GET } from "./route";

describe("GET /api/openapi.json", () => {
  it("answers the OpenAPI 3.1 document to anyone, cacheable", async () => {
    const res = GET();
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
    const doc = await res.json();
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.paths["/api/teams/{id}/matchup"].get.responses["200"].content["application/json"].schema).toMatchObject(
      { type: "object", required: expect.arrayContaining(["winProbability", "keyMatchups"]) },
    );
  });
});
