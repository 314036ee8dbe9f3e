---@meta prestyle
-- Styles/prestyle.meta.lua — Lua Language Server definitions for prestyle styles: completion, hover docs
-- and type checks for the whole authoring API. Not a style (the registry skips *.meta.lua files); nothing
-- here runs. Styles/README.md is the guide and reference these annotations follow.
--
-- In VS Code (sumneko.lua) or any editor with lua-language-server, open the Styles/ folder: the
-- definitions are picked up from this file. Elsewhere, add it to "workspace.library".

-- =====================================================================================================
-- Values
-- =====================================================================================================

---Where the API takes a Rect, Size or Point, a plain table works too: its numbers by name or in order.
---@alias RectLike Rect|{ x: number, y: number, width: number, height: number }|number[]
---@alias SizeLike Size|{ width: number, height: number }|number[]
---@alias PointLike Point|{ x: number, y: number }|number[]

---An immutable rectangle in points (UIKit's CGRect). Arithmetic: `r + p`, `r - p` move it by a Point;
---`r * k` and `k * r` scale it about the origin; `==` compares.
---@class Rect
---@field x number
---@field y number
---@field width number
---@field height number
---@field minX number
---@field midX number
---@field maxX number
---@field minY number
---@field midY number
---@field maxY number
---@field origin Point
---@field size Size
---@field center Point
---@field isEmpty boolean true when the width or the height is 0
---@operator add(PointLike): Rect
---@operator sub(PointLike): Rect
---@operator mul(number): Rect
local Rect = {}

---The rectangle shrunk: `inset(d)` on every edge, `inset(dx, dy)`, `inset(top, left, bottom, right)` or
---`inset(insets)`. Insetting past the rectangle's size is an error.
---@param d number|Insets
---@return Rect
---@overload fun(self: Rect, dx: number, dy: number): Rect
---@overload fun(self: Rect, top: number, left: number, bottom: number, right: number): Rect
function Rect:inset(d) end

---The rectangle moved: `offset(dx, dy)` or `offset(point)`.
---@param dx number|PointLike
---@param dy? number
---@return Rect
function Rect:offset(dx, dy) end

---A copy with some fields replaced: `x`, `y`, `width`, `height`, `origin`, `size`, or `center` (moves it).
---@param fields { x?: number, y?: number, width?: number, height?: number, origin?: PointLike, size?: SizeLike, center?: PointLike }
---@return Rect
function Rect:with(fields) end

---Whether a point lies inside (minimum edges inside, maximum edges outside), or a whole rectangle does.
---@param value PointLike|Rect
---@return boolean
function Rect:contains(value) end

---Whether the two overlap with a non-zero area.
---@param other RectLike
---@return boolean
function Rect:intersects(other) end

---The overlap, or nil when they do not meet.
---@param other RectLike
---@return Rect?
function Rect:intersection(other) end

---The smallest rectangle containing both.
---@param other RectLike
---@return Rect
function Rect:union(other) end

---The smallest rectangle with whole-number edges that contains this one.
---@return Rect
function Rect:integral() end

---The same rectangle with a non-negative width and height.
---@return Rect
function Rect:standardized() end

---The bounding box of the rectangle mapped through a transform.
---@param t Transform
---@return Rect
function Rect:applying(t) end

---An immutable width and height (UIKit's CGSize). `s + s`, `s - s`, `s * k`, `k * s`, `s / k`, `==`.
---@class Size
---@field width number
---@field height number
---@field isEmpty boolean
---@operator add(SizeLike): Size
---@operator sub(SizeLike): Size
---@operator mul(number): Size
---@operator div(number): Size
local Size = {}

---A copy with `width` and/or `height` replaced.
---@param fields { width?: number, height?: number }
---@return Size
function Size:with(fields) end

---The size with width and height exchanged.
---@return Size
function Size:transposed() end

---An immutable point (UIKit's CGPoint). `p + p`, `p - p`, `p * k`, `k * p`, `p / k`, `-p`, `==`.
---@class Point
---@field x number
---@field y number
---@operator add(PointLike): Point
---@operator sub(PointLike): Point
---@operator mul(number): Point
---@operator div(number): Point
---@operator unm: Point
local Point = {}

---The point moved by `dx` and `dy` (`dy` defaults to `dx`).
---@param dx number
---@param dy? number
---@return Point
function Point:offset(dx, dy) end

---The straight-line distance to another point.
---@param other PointLike
---@return number
function Point:distance(other) end

---A copy with `x` and/or `y` replaced.
---@param fields { x?: number, y?: number }
---@return Point
function Point:with(fields) end

---The point mapped through a transform.
---@param t Transform
---@return Point
function Point:applying(t) end

---Immutable edge insets (UIKit's UIEdgeInsets). `i + i`, `i * k`, `k * i`, `==`.
---@class Insets
---@field top number
---@field left number
---@field bottom number
---@field right number
---@field horizontal number left + right
---@field vertical number top + bottom
---@operator add(Insets): Insets
---@operator mul(number): Insets
local Insets = {}

---A copy with some edges replaced.
---@param fields { top?: number, left?: number, bottom?: number, right?: number }
---@return Insets
function Insets:with(fields) end

---An immutable 2-D affine transform (UIKit's CGAffineTransform), applied about a view's center.
---`a * b` applies `a`, then `b`; `==` compares.
---@class Transform
---@field a number
---@field b number
---@field c number
---@field d number
---@field tx number
---@field ty number
---@field isIdentity boolean
---@operator mul(Transform): Transform
local Transform = {}

---The inverse (the same transform when it cannot be inverted).
---@return Transform
function Transform:inverted() end

---This transform, then a scale (`sy` defaults to `sx`).
---@param sx number
---@param sy? number
---@return Transform
function Transform:scaled(sx, sy) end

---This transform, then a rotation by `angle` radians (clockwise on screen).
---@param angle number
---@return Transform
function Transform:rotated(angle) end

---This transform, then a translation.
---@param tx number
---@param ty number
---@return Transform
function Transform:translated(tx, ty) end

---A color: "#rrggbb", "#rrggbbaa" (also "#rgb", "#rgba"), or "clear", "black", "white".
---@alias Color string

---A timing curve: a name, or the control points of a cubic Bézier `{x1, y1, x2, y2}` (x within 0...1).
---@alias Curve "easeInOut"|"easeIn"|"easeOut"|"linear"|"keyboard"|{ [1]: number, [2]: number, [3]: number, [4]: number }|{ x1: number, y1: number, x2: number, y2: number }

---A size class.
---@alias SizeClass "compact"|"regular"|"unspecified"

---A presentation style a presentation can adapt to.
---@alias AdaptiveStyle "fullScreen"|"overFullScreen"|"formSheet"|"pageSheet"|"none"

---A corner of a view, for maskedCorners.
---@alias Corner "topLeft"|"topRight"|"bottomLeft"|"bottomRight"

---A view's shadow.
---@class Shadow
---@field color? Color "#000000" by default
---@field opacity? number 0...1, 0.5 by default
---@field offset? SizeLike size(0, 3) by default
---@field radius? number 3 by default

-- =====================================================================================================
-- Views and controllers
-- =====================================================================================================

---A view: the engine's own, so a change is the engine's change (animated inside animate{}, at once
---outside). Every value set is checked: a NaN frame is an error at the line that set it. `==` compares
---identity.
---@class View
---@field name string
---@field frame Rect in the superview's coordinates; width and height 0 or more
---@field bounds Rect the view's own coordinates
---@field center Point in the superview's coordinates
---@field alpha number 0...1 (clamped)
---@field transform Transform applied about the center
---@field color Color the background color
---@field cornerRadius number
---@field maskedCorners Corner[] the corners cornerRadius rounds; all four by default
---@field hidden boolean
---@field shadow Shadow|false|nil nil (or false) for none
---@field shadowOpacity number 0...1; 0 without a shadow (Core Animation's default)
---@field shadowRadius number 0 or more; 3 without a shadow
---@field shadowOffset SizeLike size(0, -3) without a shadow
---@field shadowColor Color "#000000" without a shadow
---@field safeAreaInsets Insets read-only: the part of the view bars, the notch and the home indicator cover
---@field clipsToBounds boolean
---@field borderWidth number
---@field borderColor Color
---@field superview View? read-only
local View = {}

---Adds `child` on top of the other subviews (moving it from where it was).
---@param child View
function View:add(child) end

---Inserts `child` at `index` among the subviews: 1 is the back-most.
---@param child View
---@param index integer
function View:insert(child, index) end

---Removes the view from its superview.
function View:remove() end

---The subviews, back to front.
---@return View[]
function View:subviews() end

---A new view showing a frozen copy of this one as it is displayed now (named "<name>-snapshot").
---@return View
function View:snapshot() end

---Moves the view in front of its siblings.
function View:bringToFront() end

---Moves the view behind its siblings.
function View:sendToBack() end

---A rectangle or point in this view's coordinates, in `other`'s (the window's when nil).
---@generic T: Rect|Point
---@param value T
---@param other View?
---@return T
function View:convert(value, other) end

---Puts UIKit's pan or tap gesture recognizer on the view: `handler(g)` runs at each move of the gesture.
---Removed when the presentation is dismissed.
---@param kind "pan"|"tap"
---@param handler fun(g: Gesture)
---@return GestureHandle
function View:addGesture(kind, handler) end

---A gesture at one of its moves, as its handler gets it. Points are in the view's superview's coordinates.
---@class Gesture
---@field kind "pan"|"tap"
---@field state "began"|"changed"|"ended"|"cancelled"
---@field translation Point how far the finger moved since it touched down
---@field velocity Point points per second, over the last 0.1 s
---@field location Point where the finger is

---What view:addGesture returns.
---@class GestureHandle
---@field kind "pan"|"tap"
---@field view View? the view it is on (nil once removed and gone)
local GestureHandle = {}

---Takes the gesture away (one under way hears "cancelled"); again does nothing.
function GestureHandle:remove() end

---An interactive dismissal (`self:beginInteractiveDismissal()`), driven like UIPercentDrivenInteractiveTransition.
---@class Interaction
---@field fraction number the last fraction, 0...1
---@field isEnded boolean whether finish or cancel was called
local Interaction = {}

---Shows the transition at `fraction` (0...1) of its duration.
---@param fraction number
function Interaction:update(fraction) end

---How an interaction ends: a velocity in fractions of the transition per second (positive towards the end)
---starts a spring (critically damped unless `damping` says otherwise); without, the completion curve runs.
---@class InteractionEnding
---@field velocity? number
---@field damping? number more than 0, at most 10

---Runs the transition to its end.
---@param ending? InteractionEnding
function Interaction:finish(ending) end

---Runs the transition back to its start: the presentation stays.
---@param ending? InteractionEnding
function Interaction:cancel(ending) end

---A view controller (read-only): the presented one, the presenter, a transition's `from` and `to`.
---@class ViewController
---@field name string
---@field view View
---@field preferredContentSize Size
---@field traits Traits
---@field isBeingPresented boolean
---@field isBeingDismissed boolean
---@field style string its modalPresentationStyle ("custom" for a style's presentation)
---@field presentingViewController ViewController? the controller that presented it (UIKit's), nil when it is not presented: `self.presenting.presentingViewController ~= nil` when presenting over another presentation
local ViewController = {}

---Dismisses it, animated (UIKit's dismiss(animated: true)): the tap-outside idiom; `dismiss{ animated = false }`
---at once. A programmatic dismissal: no veto is asked. Reported and ignored during a transition.
---@param fields? { animated?: boolean }
---@return boolean started
function ViewController:dismiss(fields) end

---The keyboard (a fresh table on each read): UIKit's keyboard notification values, in the container's coordinates.
---@class Keyboard
---@field frame Rect where it is or is going: docked at the bottom while visible, just below the screen otherwise
---@field beginFrame Rect where its latest change started
---@field visible boolean
---@field duration number the notification's duration, 0.25 (0 for a change not animated)
---@field curve "keyboard" the notification's curve, UIKit's curve 7 (animate{} takes it)

---A trait collection (read-only).
---@class Traits
---@field horizontal SizeClass
---@field vertical SizeClass
---@field idiom "phone"|"pad"|"unspecified"
---@field scale number
---@field horizontalSizeClass SizeClass UIKit's name for `horizontal`
---@field verticalSizeClass SizeClass UIKit's name for `vertical`
---@field userInterfaceIdiom "phone"|"pad"|"unspecified" UIKit's name for `idiom`
---@field displayScale number UIKit's name for `scale`
---@field systemVersion 26|18|12 the iOS the run models (`--ios`; 26 by default): 26 floating sheets, 18 attached cards, 12 the full-screen sheets of iOS 8-12
---@field reduceMotion boolean Reduce Motion is on (UIKit: UIAccessibility.isReduceMotionEnabled)
---@field prefersCrossFadeTransitions boolean Reduce Motion and Prefer Cross-Fade Transitions are on (UIKit: UIAccessibility.prefersCrossFadeTransitions)

---The traits a presentation overrides (`self.traitOverrides`; UIKit's traitOverrides): set a field to override
---that trait for the presentation and the presented controller, "unspecified" (a scale of 0) to stop.
---@class TraitOverrides
---@field horizontal SizeClass
---@field vertical SizeClass
---@field idiom "phone"|"pad"|"unspecified"
---@field scale number
---@field horizontalSizeClass SizeClass UIKit's name for `horizontal`
---@field verticalSizeClass SizeClass UIKit's name for `vertical`
---@field userInterfaceIdiom "phone"|"pad"|"unspecified" UIKit's name for `idiom`
---@field displayScale number UIKit's name for `scale`
local TraitOverrides = {}

---Whether the trait is overridden (UIKit's contains(_:)).
---@param name string a field's name: "horizontal", "displayScale", …
---@return boolean
function TraitOverrides:contains(name) end

---Stops overriding the trait: it is inherited again (UIKit's remove(_:)).
---@param name string a field's name
function TraitOverrides:remove(name) end

-- =====================================================================================================
-- Transitions
-- =====================================================================================================

---A transition coordinator: animate alongside a transition, and learn about it.
---@class Coordinator
---@field isAnimated boolean
---@field isInteractive boolean
---@field initiallyInteractive boolean
---@field isCancelled boolean
---@field duration number the transition's duration in seconds
---@field percentComplete number 0...1
---@field completionVelocity number
---@field targetTransform Transform the rotation under way (identity otherwise)
---@field container View? the transition's container; nil once a kept coordinator's transition has ended
---@field style string the presentation style
local Coordinator = {}

---Animates `changes` with the transition (same duration and timeline) and runs `completion` after it ends.
---Returns false when the transition already ended (a coordinator kept from an earlier hook): the blocks never
---run, and that is reported.
---@param changes? fun(coordinator: Coordinator)
---@param completion? fun(coordinator: Coordinator)
---@return boolean
function Coordinator:alongside(changes, completion) end

---Like alongside, for a view outside the container.
---@param view View?
---@param changes? fun(coordinator: Coordinator)
---@param completion? fun(coordinator: Coordinator)
---@return boolean
function Coordinator:alongsideIn(view, changes, completion) end

---Runs `handler` whenever an interaction starts or stops driving the transition.
---@param handler fun(coordinator: Coordinator)
function Coordinator:onInteractionChange(handler) end

---What an animator's functions get: the transition they animate.
---@class TransitionContext
---@field container View where the transition happens; add the views you animate to it
---@field from ViewController?
---@field to ViewController?
---@field fromView View? nil when that side's view does not take part
---@field toView View?
---@field isPresenting boolean
---@field isAnimated boolean
---@field isInteractive boolean
---@field wasCancelled boolean
---@field duration number what the animator's duration answered
---@field options StyleOptions the style's options for this presentation
---@field keyboard Keyboard the keyboard, in the container's coordinates
---@field traits Traits? the presented (or pushed) side's traits: reduceMotion, prefersCrossFadeTransitions…
local TransitionContext = {}

---Where a controller's view starts, in the container's coordinates (rect(0, 0, 0, 0) when it is added).
---@param controller ViewController
---@return Rect
function TransitionContext:initialFrame(controller) end

---Where a controller's view ends, in the container's coordinates (rect(0, 0, 0, 0) when it is removed).
---@param controller ViewController
---@return Rect
function TransitionContext:finalFrame(controller) end

---Tells the engine the transition is done; false cancels. Without an argument: `not ctx.wasCancelled`.
---Call it exactly once: a second call, or one after the transition ended, is reported and ignored.
---@param didComplete? boolean
function TransitionContext:complete(didComplete) end

-- =====================================================================================================
-- Styles
-- =====================================================================================================

---A style's options, as declared (numbers, strings, booleans, lists of numbers or of strings) with any
---overrides applied. A list default (`{ "medium", "large" }`) makes a list option of its elements' kind (`{}` is
---a list of strings; a mixed list does not load); `--set detents=large,medium` gives one.
---@alias StyleOptions table<string, number|string|boolean|number[]|string[]>

---`self` in presentation hooks: the engine's objects, the options, the style's chrome table, every hook
---(the style's, else what UIKit's superclass answers; a notification left out does nothing), and fields of
---your own.
---@class PresentationSelf
---@field container View the presentation's container (nil before the presentation begins)
---@field presentedView View what the presentedView hook answers (the presented controller's view by default)
---@field presented ViewController
---@field presenting ViewController
---@field traits Traits the presentation's traits
---@field traitOverrides TraitOverrides the traits the presentation overrides for itself and the presented controller (UIKit: traitOverrides, iOS 17; overrideTraitCollection before)
---@field phase "initial"|"presenting"|"presented"|"dismissing"|"dismissed"|"cancelled"
---@field keyboard Keyboard the keyboard, in the container's coordinates
---@field options StyleOptions
---@field chrome table<string, View> a table the style keeps its chrome views in
---@field [string] any your own fields
local PresentationSelf = {}

---@return Rect
function PresentationSelf:frameOfPresentedView() end

---Starts dismissing the presented controller interactively, the dismissal animator paused and driven by the
---returned Interaction; nil (reported) outside the presented phase, and nil when the controller is modal in
---presentation (the presentation's delegate then hears presentationControllerDidAttemptToDismiss).
---@return Interaction?
function PresentationSelf:beginInteractiveDismissal() end

---Runs `changes`, then sets the presented view's frame from frameOfPresentedView and lays the container out,
---inside one animation with animate{}'s fields. A spring's velocity is relative (speed / distance to go).
---@param fields AnimateFields
function PresentationSelf:animateLayout(fields) end

---@param child ViewController
---@param parentSize Size
---@return Size
function PresentationSelf:sizeForChild(child, parentSize) end

---@return boolean
function PresentationSelf:shouldPresentInFullscreen() end

---@return boolean
function PresentationSelf:shouldRemovePresentersView() end

---@param traits Traits
---@return AdaptiveStyle?
function PresentationSelf:adaptiveStyle(traits) end

---@return boolean
function PresentationSelf:shouldDismiss() end

---What VoiceOver's escape gesture does (UIKit's accessibilityPerformEscape()): dismisses the presentation as a
---user's dismissal, through the veto (isModalInPresentation, then shouldDismiss); false when refused, and
---false (reported) outside the presented phase.
---@return boolean dismissing
function PresentationSelf:escape() end

function PresentationSelf:containerWillLayout() end

function PresentationSelf:containerDidLayout() end

---@param coordinator Coordinator
function PresentationSelf:presentationWillBegin(coordinator) end

---@param completed boolean
function PresentationSelf:presentationDidEnd(completed) end

---@param coordinator Coordinator
function PresentationSelf:dismissalWillBegin(coordinator) end

---@param completed boolean
function PresentationSelf:dismissalDidEnd(completed) end

---@param size Size
---@param coordinator Coordinator
function PresentationSelf:willTransitionToSize(size, coordinator) end

---@param traits Traits
---@param coordinator Coordinator
function PresentationSelf:willTransitionToTraits(traits, coordinator) end

---@param child ViewController
function PresentationSelf:preferredContentSizeDidChange(child) end

---@param keyboard Keyboard
function PresentationSelf:keyboardWillChange(keyboard) end

---The presentation hooks (UIPresentationController's methods). All optional: a missing one is UIKit's default.
---@class StylePresentation
---@field shouldPresentInFullscreen? boolean|fun(self: PresentationSelf): boolean UIKit: shouldPresentInFullscreen (true)
---@field shouldRemovePresentersView? boolean|fun(self: PresentationSelf): boolean UIKit: shouldRemovePresentersView (false)
---@field presentationWillBegin? fun(self: PresentationSelf, coordinator: Coordinator) UIKit: presentationTransitionWillBegin()
---@field presentedView? fun(self: PresentationSelf): View UIKit: presentedView (the presented controller's view); must contain it
---@field frameOfPresentedView? fun(self: PresentationSelf): Rect UIKit: frameOfPresentedViewInContainerView (the container's bounds)
---@field containerWillLayout? fun(self: PresentationSelf) UIKit: containerViewWillLayoutSubviews()
---@field containerDidLayout? fun(self: PresentationSelf) UIKit: containerViewDidLayoutSubviews()
---@field presentationDidEnd? fun(self: PresentationSelf, completed: boolean) UIKit: presentationTransitionDidEnd(_:)
---@field sizeForChild? fun(self: PresentationSelf, child: ViewController, parentSize: Size): Size UIKit: size(forChildContentContainer:withParentContainerSize:) (parentSize)
---@field preferredContentSizeDidChange? fun(self: PresentationSelf, child: ViewController) UIKit: preferredContentSizeDidChange(forChildContentContainer:)
---@field willTransitionToSize? fun(self: PresentationSelf, size: Size, coordinator: Coordinator) UIKit: viewWillTransition(to:with:)
---@field willTransitionToTraits? fun(self: PresentationSelf, traits: Traits, coordinator: Coordinator) UIKit: willTransition(to:with:)
---@field adaptiveStyle? fun(self: PresentationSelf, traits: Traits): AdaptiveStyle? UIKit: adaptivePresentationStyle(for:) (nil: no opinion)
---@field keyboardWillChange? fun(self: PresentationSelf, keyboard: Keyboard) UIKit: keyboardWillChangeFrameNotification (inside the keyboard's animation)
---@field shouldDismiss? boolean|fun(self: PresentationSelf): boolean UIKit: presentationControllerShouldDismiss(_:) (true); false keeps the presentation on a user's dismissal
---@field dismissalWillBegin? fun(self: PresentationSelf, coordinator: Coordinator) UIKit: dismissalTransitionWillBegin()
---@field dismissalDidEnd? fun(self: PresentationSelf, completed: boolean) UIKit: dismissalTransitionDidEnd(_:)

---An animator (UIViewControllerAnimatedTransitioning).
---@class StyleAnimator
---@field duration number|fun(ctx: TransitionContext): number seconds, 0...600
---@field animate fun(ctx: TransitionContext) adds and animates the views, then calls ctx:complete(…)
---@field ended? fun(completed: boolean, ctx: TransitionContext) after the transition ended

---Settings of the percent-driven interaction controller (UIPercentDrivenInteractiveTransition).
---@class StyleInteraction
---`prestyle apply --interactive` drags the transition with these settings.
---@field completionSpeed? number how fast the transition finishes after the interaction, 0.01...100, 1 by default
---@field completionCurve? Curve the curve it finishes (or cancels) along, "easeInOut" by default
---@field wantsInteractiveStart? boolean true by default; false starts animating until the finger catches it

---What a style file returns.
---@class StyleDefinition
---@field summary? string one line, shown by `prestyle list`
---@field options? StyleOptions defaults; overrides must have the same kind
---@field presentation? StylePresentation
---@field animator? StyleAnimator presents, and dismisses unless there is a dismissAnimator
---@field dismissAnimator? StyleAnimator
---@field interaction? StyleInteraction
---@field base? "pageSheet"|"formSheet"|"popover"|"fullScreen"|"overFullScreen" stand on UIKit's controller instead of presentation hooks
---@field sheet? SheetFields with base = "pageSheet" or "formSheet": the sheet's settings
---@field popover? PopoverFields with base = "popover": where the arrow points, which ways it may
---@field adaptive? AdaptiveFields with base = "popover": what it becomes in compact width (the adaptive delegate)
---@field transition? "zoom"|"coverVertical"|"crossDissolve"|"flipHorizontal"|"partialCurl" with a base: UIKit's transition to play (preferredTransition, iOS 18) instead of an animator
---@field zoom? ZoomFields with transition = "zoom": the view it zooms from, the dimming, the alignment rect
---@field scenes? ("present"|"push"|"tab"|"layout"|"split")[] where the animator plays; { "present" } by default
---@field layout? LayoutFields the layout scene's layout-to-layout transition: its duration and curve or spring

---How the layout scene's layout-to-layout transition runs (the transition layout's progress), read as animate{} reads its timing.
---@class LayoutFields
---@field duration number seconds, 0...600 (the navigation slide's 0.35 when there is no layout table)
---@field curve? Curve "easeInOut" by default
---@field spring? Spring instead of a curve: the progress overshoots 1 and settles

---The zoom transition's settings (UIViewController.Transition.zoom and its ZoomOptions).
---@class ZoomFields
---@field source string|fun(ctx: ZoomSourceContext): string? the name of a view in the presenting screen ("thumb-2"), or a function returning one, asked when presenting and when dismissing
---@field dimmingColor? string "#rrggbb" or "#rrggbbaa": the colour behind the zoomed view; none by default
---@field dimmingVisualEffect? BlurStyle the blur behind the zoomed view (a UIBlurEffect.Style), under the colour; none by default
---@field alignmentRect? number[] { x, y, width, height } in the presented view: what lines up with the source
---@field interactiveDismiss? boolean false: no drag dismisses (interactiveDismissShouldBegin); true by default

---A UIBlurEffect.Style name: the system materials (each also with Light or Dark after it) and the iOS 8 styles.
---@alias BlurStyle "systemUltraThinMaterial"|"systemThinMaterial"|"systemMaterial"|"systemThickMaterial"|"systemChromeMaterial"|"systemUltraThinMaterialLight"|"systemThinMaterialLight"|"systemMaterialLight"|"systemThickMaterialLight"|"systemChromeMaterialLight"|"systemUltraThinMaterialDark"|"systemThinMaterialDark"|"systemMaterialDark"|"systemThickMaterialDark"|"systemChromeMaterialDark"|"extraLight"|"light"|"dark"|"regular"|"prominent"

---What a zoom's source function gets.
---@class ZoomSourceContext
---@field presenting boolean true when presenting, false when dismissing
---@field options table the style's options

---A built-in sheet's settings (UISheetPresentationController).
---@class SheetFields
---@field detents? SheetDetent[] { "large" } by default; at most 16, each listed once
---@field selectedDetent? "medium"|"large"|string|number a detent's name: "medium", "large", a height's number, "custom3"
---@field largestUndimmedDetent? "medium"|"large"|string|number a detent's name, as selectedDetent
---@field grabber? boolean prefersGrabberVisible
---@field cornerRadius? number preferredCornerRadius
---@field pageSizing? boolean prefersPageSizing (iOS 17): floating, page sized (true) or the content's preferred size (false); true for pageSheet, false for formSheet
---@field edgeAttachedInCompactHeight? boolean prefersEdgeAttachedInCompactHeight: on the bottom edge in compact height rather than full screen
---@field widthFollowsContentSize? boolean widthFollowsPreferredContentSizeWhenEdgeAttached: edge-attached in compact height, as wide as the content prefers

---A detent (UISheetPresentationController.Detent): "medium", "large", a height in points within the sheet's
---safe area, or a function of the context answering such a height, or nil to make the detent inactive
---(custom(identifier:resolver:), iOS 16). A function detent is named "custom" and its place in the list.
---@alias SheetDetent "medium"|"large"|number|fun(ctx: DetentContext): number?

---What a detent function is given (UISheetPresentationControllerDetentResolutionContext, and more).
---@class DetentContext
---@field maximumDetentValue number the large detent's height; an answer above it is clamped to it
---@field traits Traits the container's traits (containerTraitCollection)
---@field presented ViewController the presented controller: a detent that fits the content reads its preferredContentSize
---@field options table the style's options

---A built-in popover's source and arrows (UIPopoverPresentationController's sourceView/sourceRect,
---permittedArrowDirections, popoverLayoutMargins), placed again at every layout.
---@class PopoverFields
---@field source? "topLeft"|"topRight"|"bottomLeft"|"bottomRight"|"center" the corner of the presenting view's safe area the source is measured from; "center" by default
---@field sourceRect? number[] { x, y, width, height }: the source's distance in from that corner, and its size
---@field arrows? "up"|"down"|"left"|"right"|"any"|("up"|"down"|"left"|"right"|"any")[] permitted arrow directions; "any" by default
---@field margin? number the popover's distance from the safe area's edges, 0...1000; 10 by default
---@field passthrough? string|string[] passthroughViews: names of views outside the popover whose touches reach them while it stays

---The style's answers to UIKit's adaptive delegate (UIAdaptivePresentationControllerDelegate).
---@class AdaptiveFields
---@field compact? "fullScreen"|"overFullScreen"|"formSheet"|"pageSheet"|"none" the style in compact width; "none" keeps a real popover
---@field compactOption? string the name of a string option whose value is `compact` (its default is the fallback)
---@field wrap? "done"|false wrap the adapted content in a navigation controller with a Done button that dismisses
---@field backdrop? "blur"|false a blur (a view named "blur") behind the wrapped content; needs wrap = "done"

-- =====================================================================================================
-- Globals
-- =====================================================================================================

---Declares the style: `return style { … }` at the end of the file.
---@param definition StyleDefinition
---@return StyleDefinition
function style(definition) end

---A rectangle: `rect(x, y, width, height)` or `rect(origin, size)`.
---@param x number|PointLike
---@param y number|SizeLike
---@param width? number
---@param height? number
---@return Rect
function rect(x, y, width, height) end

---@param width number
---@param height number
---@return Size
function size(width, height) end

---@param x number
---@param y number
---@return Point
function point(x, y) end

---Insets: `insets(top, left, bottom, right)`, `insets(vertical, horizontal)` or `insets(all)`.
---@param top number
---@param left? number
---@param bottom? number
---@param right? number
---@return Insets
function insets(top, left, bottom, right) end

---Transforms: identity and constructors, composed with `*`.
transform = {
  ---@type Transform
  identity = nil,
}

---@param sx number
---@param sy? number defaults to sx
---@return Transform
function transform.scale(sx, sy) end

---@param angle number radians, clockwise on screen
---@return Transform
function transform.rotate(angle) end

---@param tx number
---@param ty number
---@return Transform
function transform.translate(tx, ty) end

---The transform with these matrix entries: (x, y) ↦ (a·x + c·y + tx, b·x + d·y + ty).
---@return Transform
function transform.make(a, b, c, d, tx, ty) end

---The fields of view{}.
---@class ViewFields
---@field name? string "view" by default
---@field frame? RectLike
---@field bounds? RectLike
---@field center? PointLike
---@field color? Color
---@field alpha? number
---@field cornerRadius? number
---@field maskedCorners? Corner[]
---@field transform? Transform
---@field shadow? Shadow|false
---@field hidden? boolean
---@field clipsToBounds? boolean
---@field borderWidth? number
---@field borderColor? Color

---A new view for your chrome, outside any window until you add it. Style code may hold at most 1,000 views
---it made (StyleRegistry.Configuration.maximumViews).
---@param fields? ViewFields
---@return View
function view(fields) end

---A spring: UIKit's `{ damping, velocity }` (settles within the animation's duration) or SwiftUI's
---`{ duration, bounce }` (the animation lasts until it settles unless animate{} gives a duration).
---@class Spring
---@field damping? number damping ratio, 0...10 (1: no overshoot)
---@field velocity? number initial velocity, in distances per second
---@field duration? number the perceptual duration, more than 0 (below 0.001 s: a warning, animated on the curve)
---@field bounce? number more than -1, at most 1 (below -0.999: a warning, animated on the curve)

---The fields of animate{}.
---@class AnimateFields
---@field duration? number seconds, 0...600; required unless a { duration, bounce } spring gives it
---@field delay? number seconds
---@field curve? Curve "easeInOut" by default
---@field spring? Spring instead of a curve (given both, the spring drives the motion and the curve is ignored, as in UIKit: a warning)
---@field changes? fun() the changes to animate; runs at once
---@field completion? fun(finished: boolean) when every animation the block started has stopped
---@field repeats? boolean repeat for ever
---@field autoreverses? boolean run backwards after each pass

---Animates the changes `changes` makes (UIView.animate): on the clock of the presentation's window.
---@param fields AnimateFields
function animate(fields) end

---One keyframe: `{ start, length, changes }` or `{ start = …, length = …, changes = … }`, start and length
---fractions of the whole duration (start + length ≤ 1).
---@class Keyframe
---@field start? number
---@field length? number
---@field changes? fun()
---@field [1]? number
---@field [2]? number
---@field [3]? fun()

---The fields of keyframes{}.
---@class KeyframesFields
---@field duration number seconds
---@field delay? number
---@field mode? "linear"|"discrete"|"paced"|"cubic" "linear" by default
---@field curve? Curve the whole animation's timing, "easeInOut" by default
---@field frames Keyframe[]
---@field completion? fun(finished: boolean)

---Animates through keyframes (UIView.animateKeyframes).
---@param fields KeyframesFields
function keyframes(fields) end

---Runs `changes` without animating them, even inside an animation block.
---@param changes fun()
function withoutAnimation(changes) end

---A vector for dynamics{}: `direction = point(dx, dy)` (its length the magnitude, unless `magnitude` is
---given) or `angle =` radians (π/2 points down) with `magnitude =` (1 by default).
---@class DynamicsVector
---@field direction? Point
---@field angle? number radians
---@field magnitude? number gravity: 1.0 is 1,000 points/s²; push: 1 moves a 100 × 100 view at 100 points/s(²)
---@field mode? "instantaneous"|"continuous" push only; "instantaneous" by default

---The fields of dynamics{}.
---@class DynamicsFields
---@field items View[] 1 to 16 views inside the container
---@field gravity? DynamicsVector
---@field collision? { boundary?: "container"|Rect, elasticity?: number, friction?: number }
---@field snap? { to: Point, damping?: number }
---@field push? DynamicsVector
---@field attachment? { to: Point, length?: number, frequency?: number, damping?: number }
---@field item? { density?: number, resistance?: number, angularResistance?: number, allowsRotation?: boolean, velocity?: Point, angularVelocity?: number }
---@field completion? fun() once: at rest, all gone from the container, stopped, or after 30 s

---What dynamics{} returns.
---@class Dynamics
---@field running boolean whether the dynamics still run
local Dynamics = {}

---Ends the dynamics where the views are; the completion runs (once).
function Dynamics:stop() end

---The views the dynamics move.
---@return View[]
function Dynamics:items() end

---Moves views by UIKit Dynamics (UIDynamicAnimator) in the presentation's container, on its window's clock.
---@param fields DynamicsFields
---@return Dynamics
function dynamics(fields) end

---Another style's definition (a copy: changing it changes nothing else), to borrow from. Only while a
---style file loads; a cycle of uses is an error. A style's name, never a file path: looked for first in the
---folder of the file that calls use(), then in the search folders.
---@param name string
---@return StyleDefinition
function use(name) end

---A new table with the fields of each table in turn, later ones winning (shallow).
---@param ... table?
---@return table
function merge(...) end

---How far a flick carries once the finger lifts, as a scroll view decelerates: velocity / 1000 × r / (1 − r)
---(r = 0.998, UIKit's normal rate, by default). A number, or a Point projected per coordinate.
---@generic T: number|Point
---@param velocity T points per second
---@param decelerationRate? number between 0 and 1
---@return T
function project(velocity, decelerationRate) end

---Writes a line into the run's trace (shown by `prestyle apply`), with this file and line: the values as
---`tostring` writes them, separated by spaces. `print` does the same.
---@param ... any
function trace(...) end
