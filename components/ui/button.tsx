import { cva, type VariantProps } from "class-variance-authority";
import { cloneElement, isValidElement, type ComponentProps } from "react";
import { cn } from "@/lib/utils";

export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: "bg-blue-700 text-white hover:bg-blue-800",
        destructive: "bg-red-700 text-white hover:bg-red-800",
        outline: "border border-slate-300 bg-white text-slate-900 hover:bg-slate-100",
        secondary: "bg-slate-100 text-slate-900 hover:bg-slate-200",
        ghost: "text-slate-800 hover:bg-slate-100",
        link: "text-blue-700 underline-offset-4 hover:underline",
      },
      size: {
        default: "h-10 px-4 py-2",
        sm: "h-8 px-3 text-xs",
        lg: "h-11 px-6 text-base",
        icon: "h-10 w-10",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

export type ButtonProps = ComponentProps<"button"> & VariantProps<typeof buttonVariants> & { asChild?: boolean };

/**
 * `asChild` styles its one child element (a link, mostly) as the button instead: a plain clone,
 * since radix's Slot would put its prop-merging code in every page's first load.
 */
export function Button({ className, variant, size, asChild = false, children, ...props }: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size, className }));
  if (asChild && isValidElement<{ className?: string }>(children)) {
    return cloneElement(children, { ...props, className: cn(classes, children.props.className) });
  }
  return (
    <button className={classes} {...props}>
      {children}
    </button>
  );
}
