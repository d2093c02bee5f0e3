"use client";

import { useMemo, useState } from "react";
import { EmptyState } from "@/components/dashboard/section";
import { Input, Select } from "@/components/ui/input";
import type { PropertyAnswer } from "@/lib/properties/property-answer";
import type { AgentSummary } from "@/lib/properties/schemas";
import { PropertyCard } from "./property-card";

/** The filter bar and the property cards; an admin also filters by agent; in the office view each card names its agent. */
export function PropertiesView({
  properties,
  appUrl,
  agents,
  inOffice = false,
  officeView = false,
}: {
  properties: PropertyAnswer[];
  appUrl: string;
  agents?: AgentSummary[];
  /** Whether the viewer is in an office: listings then offer their co-listing agents. */
  inOffice?: boolean;
  /** The office view of a manager or staff member: each card names its listing agent. */
  officeView?: boolean;
}) {
  const [text, setText] = useState("");
  const [status, setStatus] = useState("all");
  const [occupancy, setOccupancy] = useState("all");
  const [agentId, setAgentId] = useState("all");

  const shown = useMemo(() => {
    const needle = text.trim().toLowerCase();
    return properties.filter(
      (property) =>
        (!needle || property.fullAddress.toLowerCase().includes(needle)) &&
        (status === "all" || property.status === status) &&
        (occupancy === "all" || property.occupancyStatus === occupancy) &&
        (agentId === "all" || property.agentId === agentId),
    );
  }, [properties, text, status, occupancy, agentId]);

  if (!properties.length) {
    return <EmptyState title="No properties yet">Add your first property to get a booking link.</EmptyState>;
  }

  return (
    <div className="flex flex-col gap-4">
      <div role="search" aria-label="Filter properties" className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3 sm:flex-row sm:flex-wrap sm:items-center">
        {agents ? <p className="text-sm font-semibold text-blue-800">Admin View - All Properties</p> : null}
        <Input
          type="search"
          aria-label="Search properties"
          placeholder="Search by address"
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="sm:max-w-xs"
        />
        <Select aria-label="Status filter" value={status} onChange={(event) => setStatus(event.target.value)} className="sm:w-40">
          <option value="all">All statuses</option>
          <option value="listed">Listed</option>
          <option value="unlisted">Unlisted</option>
        </Select>
        <Select aria-label="Occupancy filter" value={occupancy} onChange={(event) => setOccupancy(event.target.value)} className="sm:w-44">
          <option value="all">All occupancy</option>
          <option value="vacant">Vacant</option>
          <option value="resident">Tenant-occupied</option>
        </Select>
        {agents ? (
          <Select aria-label="Agent filter" value={agentId} onChange={(event) => setAgentId(event.target.value)} className="sm:w-56">
            <option value="all">All agents</option>
            {agents.map((agent) => (
              <option key={agent.id} value={agent.id}>
                {agent.agentName || agent.email}
              </option>
            ))}
          </Select>
        ) : null}
      </div>
      {shown.length ? (
        shown.map((property) => (
          <PropertyCard inOffice={inOffice} key={property.id} property={property} appUrl={appUrl} showAgent={Boolean(agents) || officeView} />
        ))
      ) : (
        <EmptyState title="No properties match these filters" />
      )}
    </div>
  );
}
