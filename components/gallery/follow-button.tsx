"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState, useTransition } from "react";
import { toast } from "sonner";
import { useSessionUser } from "@/components/layout/session-user";
import { Button } from "@/components/ui/button";
import { apiRequest, errorMessage } from "@/lib/api/client";
import { followStatusAnswerSchema } from "@/lib/gallery/schemas";
import { cn } from "@/lib/utils";

/**
 * Follow or unfollow a creator; the profile is reloaded after each change (spec §4). The
 * profile's HTML is the same for every visitor (cached), so who is looking is asked from the
 * browser: hidden on your own profile, the follow state asked for once signed in.
 */
export function FollowButton({ username }: { username: string }) {
  const router = useRouter();
  const user = useSessionUser();
  const [following, setFollowing] = useState(false);
  const [pending, startTransition] = useTransition();
  const signedIn = Boolean(user);
  const ownProfile = user?.label === username;

  useEffect(() => {
    if (!signedIn || ownProfile) return;
    let current = true;
    apiRequest("GET", `/api/follow/${encodeURIComponent(username)}/status`, { answer: followStatusAnswerSchema }).then(
      (status) => current && setFollowing(status.isFollowing),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [signedIn, ownProfile, username]);

  if (ownProfile) return null;

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
    // Until the browser knows who is looking, the button keeps its place unseen.
    <Button type="button" variant={following ? "outline" : "default"} onClick={toggle} disabled={pending} aria-pressed={following} className={cn(user === undefined && "invisible")}>
      {following ? "Unfollow" : "Follow"}
    </Button>
  );
}
