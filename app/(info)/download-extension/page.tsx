import type { Metadata } from "next";
import Link from "next/link";

export const metadata: Metadata = {
  title: "Browser Extension",
  description: "Connect private ESPN leagues: the Fantasy GM extension reads your espn_s2 and SWID cookies on your own device.",
};

export default function DownloadExtensionPage() {
  return (
    <>
      <h1>Fantasy GM Browser Extension</h1>
      <p>
        Private ESPN leagues can only be read with two cookies from your ESPN login: <code>espn_s2</code> and{" "}
        <code>SWID</code>. ESPN has no sign-in we can use on your behalf, so someone has to copy them — the extension
        does that for you in one click.
      </p>

      <h2>What it does</h2>
      <ul>
        <li>Reads the <code>espn_s2</code> and <code>SWID</code> cookies for espn.com from your own browser.</li>
        <li>Shows them with a Copy button so you can paste them into the ESPN form on the Connect page.</li>
        <li>
          Runs entirely on your device: it sends nothing anywhere by itself, and it asks only for access to ESPN
          cookies.
        </li>
      </ul>

      <h2>Getting it</h2>
      <p>
        The extension is not yet listed in the browser stores. Until it is, copying the two cookies by hand takes
        about a minute and gives exactly the same result:
      </p>
      <ol>
        <li>Log in to fantasy.espn.com and open your league once.</li>
        <li>
          Open the browser&apos;s developer tools (F12), go to Application (Storage in Firefox) → Cookies →
          https://fantasy.espn.com.
        </li>
        <li>
          Copy the values of <code>espn_s2</code> and <code>SWID</code> (keep the braces around SWID).
        </li>
        <li>
          On <Link href="/connect">Connect</Link>, choose ESPN, enter your league id from the league&apos;s URL and
          paste the two values.
        </li>
      </ol>

      <h2>Is this safe?</h2>
      <p>
        The cookies give read access to your ESPN fantasy account, so treat them like a password. Fantasy GM stores
        them encrypted with AES-256-GCM and uses them only to read your league. Disconnecting the league deletes them,
        and logging out of ESPN makes the old values stop working. Details are in the{" "}
        <Link href="/privacy">Privacy Policy</Link>.
      </p>
      <p>
        Public ESPN leagues, Sleeper and Yahoo do not need the extension. Questions? See{" "}
        <Link href="/support">Support</Link>.
      </p>
    </>
  );
}
