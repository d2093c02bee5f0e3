"use client";

import {
  BUG_PRIORITIES,
  BUG_REPORT_FAILED,
  bugReportMailto,
  bugReportSchema,
  FEATURE_PRIORITIES,
  FEATURE_REQUEST_FAILED,
  featureRequestMailto,
  featureRequestSchema,
  type BugReport,
  type FeatureRequest,
} from "@/lib/dashboard/support-requests";
import { SupportRequestForm } from "./support-request-form";

export function SupportForms({ account }: { account: string }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <SupportRequestForm
        idPrefix="bug"
        title="Report a Bug"
        submitLabel="Submit Bug Report"
        schema={bugReportSchema}
        defaults={{ summary: "", priority: "medium", description: "", steps: "", contact: "" }}
        fields={[
          { name: "summary", label: "Summary", type: "text" },
          { name: "priority", label: "Priority", type: "select", options: BUG_PRIORITIES },
          { name: "description", label: "Description", type: "textarea" },
          { name: "steps", label: "Steps to reproduce (optional)", type: "textarea" },
          { name: "contact", label: "Contact (optional)", type: "text" },
        ]}
        toMailto={(values) => bugReportMailto(values as BugReport, account)}
        failureMessage={BUG_REPORT_FAILED}
      />
      <SupportRequestForm
        idPrefix="feature"
        title="Request a Feature"
        submitLabel="Submit Feature Request"
        schema={featureRequestSchema}
        defaults={{ title: "", priority: "useful", description: "", useCase: "" }}
        fields={[
          { name: "title", label: "Title", type: "text" },
          { name: "priority", label: "Priority", type: "select", options: FEATURE_PRIORITIES },
          { name: "description", label: "Description", type: "textarea" },
          { name: "useCase", label: "Use case", type: "textarea" },
        ]}
        toMailto={(values) => featureRequestMailto(values as FeatureRequest, account)}
        failureMessage={FEATURE_REQUEST_FAILED}
      />
    </div>
  );
}
