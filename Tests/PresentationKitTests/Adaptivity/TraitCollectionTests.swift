import Testing
@testable import PresentationKit

@Suite("TraitCollection")
struct TraitCollectionTests {
    @Test func laterCollectionsOverrideOnlyTheTraitsTheySpecify() {
        let phone = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular,
                                    userInterfaceIdiom: .phone, displayScale: 3)
        let override = TraitCollection(horizontalSizeClass: .regular)
        let combined = TraitCollection(traitsFrom: [phone, override])
        #expect(combined.horizontalSizeClass == .regular)
        #expect(combined.verticalSizeClass == .regular)
        #expect(combined.userInterfaceIdiom == .phone)
        #expect(combined.displayScale == 3)
    }

    @Test func containsTraitsIgnoresUnspecifiedTraits() {
        let phone = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular,
                                    userInterfaceIdiom: .phone, displayScale: 2)
        #expect(phone.containsTraits(in: TraitCollection(horizontalSizeClass: .compact)))
        #expect(!phone.containsTraits(in: TraitCollection(horizontalSizeClass: .regular)))
        #expect(phone.containsTraits(in: .unspecified))
    }
}
