import type { Metadata } from "next";
import Link from "next/link";

export const metadata: Metadata = {
  title: "Terms of Service",
  description: "The rules for using Fantasy GM.",
};

export default function TermsPage() {
  return (
    <>
      <h1>Terms of Service</h1>
      <p>Last updated: November 2025</p>
      <p>
        These terms apply when you use Fantasy GM. By creating an account, or by accepting them after signing in with
        Google, you agree to them.
      </p>

      <h2>The service</h2>
      <p>
        Fantasy GM analyses fantasy football leagues you connect from Sleeper, ESPN and Yahoo and gives you projections,
        win probabilities, playoff odds and recommendations. It is an independent product and is not affiliated with or
        endorsed by Sleeper, ESPN, Yahoo or the NFL.
      </p>

      <h2>Advice, not guarantees</h2>
      <p>
        Projections and recommendations are estimates built from statistics and models. Football is uncertain: we make
        no promise about results, and you are responsible for the lineup, waiver and trade decisions you make. Do not
        use Fantasy GM as the basis for gambling.
      </p>

      <h2>Your account</h2>
      <ul>
        <li>Keep your password private; you are responsible for activity on your account.</li>
        <li>Only connect leagues and credentials that are yours to use.</li>
        <li>One person per account. Automated scraping of the service is not allowed.</li>
      </ul>

      <h2>Fair use</h2>
      <p>
        Requests are rate limited to keep the service fast and affordable — for example, the free landing-page chat
        allows 10 messages/hour. Abusive or excessive use may be blocked.
      </p>

      <h2>Your data</h2>
      <p>
        What we store and how to delete it is described in the <Link href="/privacy">Privacy Policy</Link>. You can
        disconnect a league or ask us to delete your account at any time.
      </p>

      <h2>Changes and ending</h2>
      <p>
        We may change these terms; if a change is significant we will tell you in the app before it applies. You may
        stop using Fantasy GM at any time, and we may suspend accounts that break these terms.
      </p>

      <h2>Contact</h2>
      <p>
        Questions about these terms: see <Link href="/support">Support</Link>.
      </p>
    </>
  );
}
