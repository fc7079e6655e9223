/** schema.org type families the steps look for. */

export const ARTICLE_TYPES: ReadonlySet<string> = new Set([
  'Article', 'NewsArticle', 'BlogPosting', 'TechArticle', 'ScholarlyArticle', 'Report',
  'OpinionNewsArticle', 'AnalysisNewsArticle', 'LiveBlogPosting', 'SocialMediaPosting',
]);

/** Types that say what the page's main thing is, beyond an article. */
export const CONTENT_TYPES: ReadonlySet<string> = new Set([
  ...ARTICLE_TYPES, 'Product', 'Recipe', 'HowTo', 'Event', 'Course', 'VideoObject', 'JobPosting',
  'Review', 'SoftwareApplication', 'Book', 'Movie', 'Dataset', 'QAPage',
]);

export const LOCAL_BUSINESS_TYPES: ReadonlySet<string> = new Set([
  'LocalBusiness', 'AnimalShelter', 'AutomotiveBusiness', 'AutoRepair', 'AutoDealer', 'ChildCare',
  'Dentist', 'DryCleaningOrLaundry', 'EmergencyService', 'EmploymentAgency', 'EntertainmentBusiness',
  'FinancialService', 'AccountingService', 'BankOrCreditUnion', 'InsuranceAgency', 'FoodEstablishment',
  'Bakery', 'BarOrPub', 'Brewery', 'CafeOrCoffeeShop', 'FastFoodRestaurant', 'IceCreamShop',
  'Restaurant', 'Winery', 'GovernmentOffice', 'HealthAndBeautyBusiness', 'BeautySalon', 'DaySpa',
  'HairSalon', 'NailSalon', 'HomeAndConstructionBusiness', 'Electrician', 'GeneralContractor',
  'HVACBusiness', 'HousePainter', 'Locksmith', 'MovingCompany', 'Plumber', 'RoofingContractor',
  'LegalService', 'Attorney', 'Notary', 'Library', 'LodgingBusiness', 'Hotel', 'Motel', 'Hostel',
  'BedAndBreakfast', 'MedicalBusiness', 'MedicalClinic', 'Optician', 'Pharmacy', 'Physician',
  'ProfessionalService', 'RealEstateAgent', 'SelfStorage', 'ShoppingCenter', 'SportsActivityLocation',
  'ExerciseGym', 'Store', 'BookStore', 'ClothingStore', 'ComputerStore', 'ConvenienceStore',
  'ElectronicsStore', 'Florist', 'FurnitureStore', 'GardenStore', 'GroceryStore', 'HardwareStore',
  'HobbyShop', 'HomeGoodsStore', 'JewelryStore', 'LiquorStore', 'PetStore', 'ShoeStore',
  'SportingGoodsStore', 'TireShop', 'ToyStore', 'TravelAgency', 'TouristInformationCenter',
]);

/** Places that are not businesses: a page about one of these presents a place. */
export const PLACE_TYPES: ReadonlySet<string> = new Set([
  'Place', 'TouristAttraction', 'TouristDestination', 'LandmarksOrHistoricalBuildings', 'CivicStructure',
  'Museum', 'Park', 'Zoo', 'Aquarium', 'Beach', 'Campground', 'MusicVenue', 'StadiumOrArena', 'PlaceOfWorship',
  'Church', 'Mosque', 'Synagogue', 'HinduTemple', 'BuddhistTemple', 'Airport', 'TrainStation', 'BusStation',
  'Hospital', 'School', 'Accommodation', 'Residence', 'ApartmentComplex', 'Landform', 'AdministrativeArea', 'City',
]);

export const ORGANIZATION_TYPES: ReadonlySet<string> = new Set([
  'Organization', 'Corporation', 'NewsMediaOrganization', 'EducationalOrganization', 'NGO',
  'GovernmentOrganization', 'OnlineBusiness', 'OnlineStore', 'NonprofitOrganization', ...LOCAL_BUSINESS_TYPES,
]);

/** Entities: who stands behind the page. */
export const ENTITY_TYPES: ReadonlySet<string> = new Set([...ORGANIZATION_TYPES, 'Person']);
