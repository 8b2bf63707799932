import type { Metadata } from "next";
import Link from "next/link";

export const metadata: Metadata = {
  title: "Privacy Policy",
  description: "What Fantasy GM stores about you and your leagues, how it is protected, and how to delete it.",
};

export default function PrivacyPage() {
  return (
    <>
      <h1>Privacy Policy</h1>
      <p>Last updated: November 2025</p>
      <p>
        Fantasy GM keeps only what it needs to give you advice about your fantasy football teams. We do not sell your
        data, and we do not show ads.
      </p>

      <h2>What we keep</h2>
      <ul>
        <li>
          <strong>Your account:</strong> your username, your email address and a salted hash of your password (never the
          password itself). If you sign in with Google we keep your Google account id and the date you accepted our
          terms.
        </li>
        <li>
          <strong>Connected league data:</strong> for each league you connect on Sleeper, ESPN or Yahoo — league
          settings, teams, rosters, matchups, standings and transactions — so the dashboard, simulations and advice work
          without asking the platform every time.
        </li>
        <li>
          <strong>Platform credentials:</strong> for private ESPN leagues, the <code>espn_s2</code> and{" "}
          <code>SWID</code> cookies you paste in; for Yahoo, the OAuth access and refresh tokens Yahoo issues when you
          approve access. These are encrypted with AES-256-GCM before they are stored and are only decrypted on our
          server to fetch your league. Sleeper needs no credentials.
        </li>
        <li>
          <strong>Chats and analyses:</strong> your GM Chat conversations and the AI analyses generated for your
          players, so you can come back to them.
        </li>
        <li>
          <strong>Abuse protection:</strong> short-lived request counters keyed by account or network address, used only
          for rate limits (for example the 10 messages/hour limit of the free landing-page chat).
        </li>
      </ul>

      <h2>What we use it for</h2>
      <p>
        Only to run the product: syncing your leagues, computing projections, playoff odds and recommendations, and
        answering your questions. When an AI model provider is configured, the question and the league facts needed to
        answer it are sent to that provider to produce a reply.
      </p>

      <h2>Cookies</h2>
      <p>
        We set one session cookie to keep you signed in. Your theme choice and selected team are kept in your
        browser&apos;s local storage and never leave your device.
      </p>

      <h2>Deleting your data</h2>
      <ul>
        <li>
          <strong>Disconnect a league</strong> on the Connect page: its league data and any stored ESPN cookies or Yahoo
          tokens for it are deleted at once.
        </li>
        <li>
          <strong>Delete your account</strong> by writing to us through <Link href="/support">Support</Link> from the
          email address on your account. We delete the account, all connected leagues, credentials, chats and analyses
          within 30 days.
        </li>
      </ul>

      <h2>Questions</h2>
      <p>
        See <Link href="/support">Support</Link> for how to reach us, and the{" "}
        <Link href="/terms">Terms of Service</Link> for the rules of using Fantasy GM.
      </p>
    </>
  );
}
