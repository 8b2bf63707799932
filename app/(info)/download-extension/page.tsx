import { cn } from "@/lib/utils";
import type { Metadata } from "next";
import Link from "next/link";

export const metadata: Metadata = {
  title: "Browser Extension",
  description:
    "Connect private ESPN leagues: the Fantasy GM extension reads your espn_s2 " +
    "and SWID cookies on your own device and fills the ESPN form.",
};

export default function DownloadExtensionPage() {
  return (
    <>
      <h1>Fantasy GM Browser Extension</h1>
      <p>
        Private ESPN leagues can only be read with two cookies from your ESPN login: <code>espn_s2</code> and{" "}
        <code>SWID</code>. ESPN has no sign-in we can use on your behalf, so the extension reads them in your browser
        and hands them to the ESPN form on Fantasy GM&apos;s Connect page in one click.
      </p>

      <p>
        <a
          href="/download-extension/fantasy-gm-extension.zip"
          download
          className={cn(
            "not-prose inline-flex items-center rounded-md bg-primary px-4 py-2 font-medium",
            "text-primary-foreground no-underline hover:bg-primary/90",
          )}
        >
          Download the extension (.zip)
        </a>
      </p>

      <h2>What it does</h2>
      <ul>
        <li>
          Reads the <code>espn_s2</code> and <code>SWID</code> cookies for espn.com from your own browser, when you
          click it.
        </li>
        <li>
          Either opens this site&apos;s <Link href="/connect?provider=espn">Connect page</Link> with the ESPN form
          filled (the cookies are passed to that page inside your browser, never in a web address), or copies both
          values to your clipboard.
        </li>
        <li>
          Asks only for ESPN&apos;s cookies and for access to this Fantasy GM site (the address it was downloaded from;
          you can change it in the extension).
        </li>
      </ul>

      <h2>What it does not do</h2>
      <ul>
        <li>
          It sends nothing to us or anyone else by itself: no analytics, no servers of its own, nothing in the
          background.
        </li>
        <li>It reads no other cookies and no other site, and it cannot see your ESPN password.</li>
        <li>It does not connect the league for you: you still enter your league id and choose your team.</li>
      </ul>

      <h2>Install it</h2>
      <h3>Chrome, Edge, Brave and other Chromium browsers</h3>
      <ol>
        <li>Download the zip above and unzip it into a folder you will keep.</li>
        <li>
          Open <code>chrome://extensions</code> (Edge: <code>edge://extensions</code>) and turn on{" "}
          <strong>Developer mode</strong>.
        </li>
        <li>
          Click <strong>Load unpacked</strong> and choose the unzipped folder (or drag the folder onto the page).
        </li>
        <li>Pin &ldquo;Fantasy GM — ESPN cookies&rdquo; from the puzzle-piece menu.</li>
      </ol>
      <h3>Firefox (121 or later)</h3>
      <ol>
        <li>Download and unzip the extension.</li>
        <li>
          Open <code>about:debugging#/runtime/this-firefox</code> and click <strong>Load Temporary Add-on…</strong>.
        </li>
        <li>
          Choose the <code>manifest.json</code> file inside the unzipped folder. Firefox keeps temporary add-ons until
          it restarts.
        </li>
      </ol>

      <h2>Use it</h2>
      <ol>
        <li>Sign in at fantasy.espn.com and open your league once.</li>
        <li>Sign in to Fantasy GM in the same browser.</li>
        <li>
          Click the extension, then <strong>Open Fantasy GM with the ESPN form filled</strong>. Enter your league id
          from the league&apos;s URL and click Find league.
        </li>
      </ol>
      <p>
        Prefer to do it by hand? Open the browser&apos;s developer tools (F12) → Application (Storage in Firefox) →
        Cookies → https://fantasy.espn.com, and copy <code>espn_s2</code> and <code>SWID</code> (keep the braces) into
        the ESPN form on <Link href="/connect?provider=espn">Connect</Link>.
      </p>

      <h2>Is this safe?</h2>
      <p>
        The cookies give read access to your ESPN fantasy account, so treat them like a password. Fantasy GM stores them
        encrypted with AES-256-GCM and uses them only to read your league. Disconnecting the league deletes them, and
        logging out of ESPN makes the old values stop working. Details are in the{" "}
        <Link href="/privacy">Privacy Policy</Link>.
      </p>
      <p>
        Public ESPN leagues, Sleeper and Yahoo do not need the extension. Questions? See{" "}
        <Link href="/support">Support</Link>.
      </p>
    </>
  );
}
