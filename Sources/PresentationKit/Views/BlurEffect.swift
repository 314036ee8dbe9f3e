/// A blur of whatever lies behind a view, named by its style (UIKit's `UIBlurEffect`, shown through a
/// `UIVisualEffectView`).
///
/// The engine draws no blur: a view standing for an effect is filled with ``tint``, a translucent colour
/// near the material's look in the light appearance, so a rendering shows how much of the screen behind it
/// still shows through. The tints are approximations chosen here, not measurements: Apple publishes the
/// styles' names and their order from thinnest to thickest, not their colours.
///
///     options.dimmingVisualEffect = BlurEffect(style: .systemMaterial)
public struct BlurEffect: Hashable, Sendable {
    /// The blur styles (UIKit's `UIBlurEffect.Style`): the iOS 8 ones and the iOS 13 system materials, which
    /// follow the appearance, with their light and dark variants.
    public enum Style: String, CaseIterable, Hashable, Sendable {
        case extraLight, light, dark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight,
             systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark,
             systemChromeMaterialDark
    }

    /// The style blurred with.
    public var style: Style

    /// A blur of `style`.
    public init(style: Style) {
        self.style = style
    }

    /// The colour the engine fills a view standing for this effect with (see the type's discussion): light
    /// styles a white, dark ones a near black, more opaque the thicker the material; an adaptive style
    /// (`systemMaterial`, `regular`…) takes its light variant, the engine's only appearance.
    public var tint: Color {
        switch style {
        case .extraLight: return Color(white: 0.97, alpha: 0.92)
        case .light, .regular: return Color(white: 1, alpha: 0.6)
        case .prominent: return Color(white: 1, alpha: 0.82)
        case .dark: return Color(white: 0.11, alpha: 0.73)
        case .systemUltraThinMaterial, .systemUltraThinMaterialLight: return Color(white: 1, alpha: 0.35)
        case .systemThinMaterial, .systemThinMaterialLight: return Color(white: 1, alpha: 0.55)
        case .systemMaterial, .systemMaterialLight: return Color(white: 1, alpha: 0.7)
        case .systemThickMaterial, .systemThickMaterialLight: return Color(white: 1, alpha: 0.85)
        case .systemChromeMaterial, .systemChromeMaterialLight: return Color(white: 0.96, alpha: 0.8)
        case .systemUltraThinMaterialDark: return Color(white: 0.1, alpha: 0.35)
        case .systemThinMaterialDark: return Color(white: 0.1, alpha: 0.55)
        case .systemMaterialDark: return Color(white: 0.1, alpha: 0.7)
        case .systemThickMaterialDark: return Color(white: 0.1, alpha: 0.85)
        case .systemChromeMaterialDark: return Color(white: 0.13, alpha: 0.8)
        }
    }
}
