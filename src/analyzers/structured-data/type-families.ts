/**
 * schema.org types grouped by the rich result they can give, each family's own type first
 * (a subtype is validated and read as its family). From schema.org's type hierarchy.
 */

const family = (...types: string[]): ReadonlySet<string> => new Set(types);

export const ARTICLE_TYPES = family('Article', 'NewsArticle', 'BlogPosting', 'TechArticle', 'ScholarlyArticle', 'Report',
  'LiveBlogPosting', 'SocialMediaPosting', 'AnalysisNewsArticle', 'OpinionNewsArticle', 'ReportageNewsArticle',
  'ReviewNewsArticle', 'BackgroundNewsArticle', 'AdvertiserContentArticle', 'SatiricalArticle', 'MedicalScholarlyArticle');

export const PRODUCT_TYPES = family('Product', 'ProductModel', 'IndividualProduct', 'SomeProducts', 'Vehicle', 'Car', 'Motorcycle');

export const EVENT_TYPES = family('Event', 'BusinessEvent', 'ChildrensEvent', 'ComedyEvent', 'DanceEvent', 'DeliveryEvent',
  'EducationEvent', 'ExhibitionEvent', 'Festival', 'FoodEvent', 'Hackathon', 'LiteraryEvent', 'MusicEvent',
  'PublicationEvent', 'SaleEvent', 'ScreeningEvent', 'SocialEvent', 'SportsEvent', 'TheaterEvent', 'VisualArtsEvent');

export const LOCAL_BUSINESS_TYPES = family('LocalBusiness', 'AnimalShelter', 'AutomotiveBusiness', 'AutoRepair', 'AutoDealer',
  'ChildCare', 'Dentist', 'DryCleaningOrLaundry', 'EmergencyService', 'EmploymentAgency', 'EntertainmentBusiness',
  'FinancialService', 'BankOrCreditUnion', 'FoodEstablishment', 'Bakery', 'BarOrPub', 'Brewery', 'CafeOrCoffeeShop',
  'FastFoodRestaurant', 'IceCreamShop', 'Restaurant', 'Winery', 'GovernmentOffice', 'HealthAndBeautyBusiness',
  'HairSalon', 'BeautySalon', 'DaySpa', 'NailSalon', 'HomeAndConstructionBusiness', 'Electrician', 'Plumber',
  'HousePainter', 'Locksmith', 'RoofingContractor', 'GeneralContractor', 'HVACBusiness', 'InternetCafe', 'LegalService',
  'Attorney', 'Notary', 'Library', 'LodgingBusiness', 'Hotel', 'Motel', 'Hostel', 'BedAndBreakfast', 'Resort',
  'MedicalBusiness', 'Pharmacy', 'Physician', 'Optician', 'ProfessionalService', 'RadioStation', 'RealEstateAgent',
  'RecyclingCenter', 'SelfStorage', 'ShoppingCenter', 'SportsActivityLocation', 'ExerciseGym', 'Store', 'BookStore',
  'ClothingStore', 'ElectronicsStore', 'Florist', 'FurnitureStore', 'GardenStore', 'GroceryStore', 'HardwareStore',
  'JewelryStore', 'PetStore', 'ShoeStore', 'SportingGoodsStore', 'ToyStore', 'TouristInformationCenter', 'TravelAgency');

export const ORGANIZATION_TYPES = family('Organization', 'Corporation', 'NGO', 'EducationalOrganization', 'CollegeOrUniversity',
  'School', 'GovernmentOrganization', 'NewsMediaOrganization', 'OnlineBusiness', 'OnlineStore', 'SportsTeam',
  'SportsOrganization', 'MedicalOrganization', 'PerformingGroup', 'MusicGroup', 'Airline', 'Consortium',
  'ResearchOrganization', 'WorkersUnion');

export const SOFTWARE_TYPES = family('SoftwareApplication', 'MobileApplication', 'WebApplication', 'VideoGame');

export const REVIEW_TYPES = family('Review', 'CriticReview', 'EmployerReview', 'UserReview', 'MediaReview', 'Recommendation');

export const RECIPE_TYPES = family('Recipe');
