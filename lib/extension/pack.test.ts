/** @jest-environment node */
import { strFromU8, unzipSync } from "fflate";
import { extensionFiles, extensionZip } from "./pack";

describe("extension packing", () => {
  it("limits host permissions to ESPN and the origin that served the download, and records that origin", () => {
    const files = extensionFiles("https://gm.example.com");
    const manifest = JSON.parse(strFromU8(files["manifest.json"]!)) as {
      manifest_version: number;
      host_permissions: string[];
      permissions: string[];
    };
    expect(manifest.manifest_version).toBe(3);
    expect(manifest.host_permissions).toEqual(["https://*.espn.com/*", "https://gm.example.com/*"]);
    expect(manifest.permissions).toEqual(["cookies", "storage", "scripting"]);
    expect(JSON.parse(strFromU8(files["config.json"]!))).toEqual({ appOrigin: "https://gm.example.com" });
  });

  it("zips every file of the extension, the same bytes for the same origin", () => {
    const zip = extensionZip("http://127.0.0.1:3000");
    const names = Object.keys(unzipSync(zip)).sort();
    expect(names).toEqual([
      "background.js",
      "config.json",
      "icon.png",
      "logic.js",
      "manifest.json",
      "popup.css",
      "popup.html",
      "popup.js",
    ]);
    expect(Buffer.from(extensionZip("http://127.0.0.1:3000")).equals(Buffer.from(zip))).toBe(true);
  });
});
