"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { apiRequest, errorMessage } from "@/lib/api/client";

/** Follow or unfollow a creator; the profile is reloaded after each change (spec §4). */
export function FollowButton({
  username,
  signedIn,
  initialFollowing,
}: {
  username: string;
  signedIn: boolean;
  initialFollowing: boolean;
}) {
  const router = useRouter();
  const [following, setFollowing] = useState(initialFollowing);
  const [pending, startTransition] = useTransition();

  const toggle = () => {
    if (!signedIn) {
      toast.error("Please log in to follow users");
      return;
    }
    startTransition(async () => {
      try {
        await apiRequest(following ? "DELETE" : "POST", `/api/follow/${encodeURIComponent(username)}`);
        setFollowing(!following);
        router.refresh();
      } catch (error) {
        toast.error(errorMessage(error));
      }
    });
  };

  return (
    <Button type="button" variant={following ? "outline" : "default"} onClick={toggle} disabled={pending} aria-pressed={following}>
      {following ? "Unfollow" : "Follow"}
    </Button>
  );
}
